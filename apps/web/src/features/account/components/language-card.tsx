import { Languages } from 'lucide-react';
import { LOCALES } from '@takeoff/shared/locale-codes';
import { LANGUAGE_NAMES, useLanguageChoice } from '@/components/language-choice';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { LazySelect } from '@/components/lazy-select';
import { useT } from '../i18n';

/** The account's language, the same choice as the top bar's switcher: applied at once and saved on the account. */
export function LanguageCard() {
  const { t } = useT();
  const { locale, choose } = useLanguageChoice();
  return (
    <Card aria-labelledby="language-title">
      <CardHeader>
        <CardTitle as="h3" id="language-title" className="flex items-center gap-2">
          <Languages aria-hidden className="size-5 text-board" /> {t('language.title')}
        </CardTitle>
        <CardDescription>{t('language.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <FormField id="account-language" label={t('language.label')}>
          <LazySelect
            id="account-language"
            value={locale}
            onValueChange={choose}
            triggerLang={locale}
            triggerClassName="sm:max-w-sm"
            options={LOCALES.map((option) => ({
              value: option,
              label: LANGUAGE_NAMES[option],
              lang: option,
            }))}
          />
        </FormField>
      </CardContent>
    </Card>
  );
}
