import { Languages } from 'lucide-react';
import { LOCALES } from '@takeoff/shared/locale-codes';
import { LANGUAGE_NAMES, useLanguageChoice } from '@/components/language-choice';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
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
          <Select value={locale} onValueChange={choose}>
            <SelectTrigger id="account-language" lang={locale} className="sm:max-w-sm">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {LOCALES.map((option) => (
                <SelectItem key={option} value={option} lang={option}>
                  {LANGUAGE_NAMES[option]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
      </CardContent>
    </Card>
  );
}
