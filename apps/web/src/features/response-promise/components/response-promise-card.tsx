import { useState } from 'react';
import { Loader2 } from 'lucide-react';
import {
  CLOSING_TEXT_MAX,
  PROMISE_DAYS_MAX,
  PROMISE_DAYS_MIN,
  type ResponsePromiseSettings,
} from '@takeoff/shared/response-promise';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormInput } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { UnsavedPageGuard } from '@/components/unsaved-page-guard';
import { errorMessage } from '@/lib/api-client';
import { useResponsePromise } from '../api/get-response-promise';
import { useUpdateResponsePromise } from '../api/update-response-promise';
import { t as translate, useT } from '../i18n';

/** The closing text is written in both interface languages. */
const TEXT_LOCALES = ['en', 'el'] as const;

function PromiseForm({
  settings,
  canEdit,
}: {
  settings: ResponsePromiseSettings;
  canEdit: boolean;
}) {
  const { t } = useT();
  const update = useUpdateResponsePromise();
  const [days, setDays] = useState(String(settings.promiseDays));
  const [texts, setTexts] = useState({
    en: settings.closingTexts.en ?? '',
    el: settings.closingTexts.el ?? '',
  });
  // What was last loaded or saved: anything else is unsaved input, and leaving the page asks first.
  const [saved, setSaved] = useState(() => JSON.stringify({ days, texts }));
  const dirty = JSON.stringify({ days, texts }) !== saved;
  const parsed = Number(days);
  const daysValid =
    Number.isInteger(parsed) && parsed >= PROMISE_DAYS_MIN && parsed <= PROMISE_DAYS_MAX;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!daysValid) return;
    update.mutate(
      {
        promiseDays: parsed,
        closingTexts: { en: texts.en.trim() || null, el: texts.el.trim() || null },
      },
      {
        onSuccess: () => {
          setSaved(JSON.stringify({ days, texts }));
          showSuccessToast(translate('settings.saved'));
        },
        onError: (error) =>
          showDestructiveToast(
            translate('settings.saveFailed'),
            errorMessage(error, translate('common.tryAgain')),
          ),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('settings.title')} className="grid gap-4">
      <UnsavedPageGuard dirty={dirty} />
      <fieldset disabled={!canEdit || update.isPending} className="grid gap-4">
        <div className="max-w-xs">
          <FormInput
            id="promise-days"
            type="number"
            inputMode="numeric"
            min={PROMISE_DAYS_MIN}
            max={PROMISE_DAYS_MAX}
            label={t('settings.days')}
            value={days}
            onChange={(e) => setDays(e.target.value)}
            error={daysValid ? undefined : t('settings.daysInvalid')}
          />
        </div>
        {TEXT_LOCALES.map((locale) => (
          <div key={locale} className="grid gap-1.5">
            <Label htmlFor={`closing-text-${locale}`}>
              {locale === 'en' ? t('settings.textEn') : t('settings.textEl')}
            </Label>
            <Textarea
              id={`closing-text-${locale}`}
              rows={4}
              maxLength={CLOSING_TEXT_MAX}
              placeholder={settings.defaultClosingTexts[locale]}
              value={texts[locale]}
              onChange={(e) => setTexts((current) => ({ ...current, [locale]: e.target.value }))}
              aria-describedby="closing-text-hint"
            />
          </div>
        ))}
        <p id="closing-text-hint" className="text-xs text-muted-foreground">
          {t('settings.textHint')}
        </p>
      </fieldset>
      {canEdit ? (
        <div>
          <Button type="submit" disabled={update.isPending || !daysValid}>
            {update.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {t('settings.save')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('settings.ownerOnly')}</p>
      )}
    </form>
  );
}

/** The organisation's response promise: the owner edits it, a recruiter reads it. */
export function ResponsePromiseCard({ canEdit }: { canEdit: boolean }) {
  const { t } = useT();
  const settings = useResponsePromise();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.title')}</CardTitle>
        <CardDescription>{t('settings.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Loader2 className="animate-spin" aria-hidden />
        ) : settings.isError ? (
          <p className="text-sm text-muted-foreground">{t('settings.loadFailed')}</p>
        ) : (
          <PromiseForm settings={settings.data} canEdit={canEdit} />
        )}
      </CardContent>
    </Card>
  );
}
