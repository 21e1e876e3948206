import { LOCALES } from '@takeoff/shared/locale-codes';
import {
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
} from '@/components/ui/dropdown-menu';
import { LANGUAGE_NAMES, useLanguageChoice } from './language-choice';

/** The two languages as radio items of a menu (the phone's More menu, where the top bar has no room). */
export function LanguageMenuItems() {
  const { t, locale, choose } = useLanguageChoice();
  return (
    <>
      <DropdownMenuLabel>{t('language.label', { ns: 'public' })}</DropdownMenuLabel>
      <DropdownMenuRadioGroup value={locale} onValueChange={choose}>
        {LOCALES.map((option) => (
          <DropdownMenuRadioItem key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  );
}
