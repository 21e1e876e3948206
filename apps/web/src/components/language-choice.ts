import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@takeoff/shared/locale-codes';
import { chooseLocale } from '@/lib/account-locale';
import { currentLocale } from '@/lib/i18n';
import { showDestructiveToast } from '@/components/ui/toaster';

export { LANGUAGE_NAMES } from './language-select';

/**
 * The chosen language (re-rendering when it changes) and how to choose another: here at once, on the account too.
 * The one behaviour behind every language control (top bar, the phone's More menu, account settings).
 */
export function useLanguageChoice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const locale = currentLocale();
  const choose = (value: string) => {
    if (!isLocale(value) || value === locale) return;
    chooseLocale(queryClient, value).catch(() => showDestructiveToast(t('language.saveFailed')));
  };
  return { t, locale, choose };
}
