import { Languages } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@takeoff/shared/locale';
import { chooseLocale } from '@/lib/account-locale';
import { currentLocale } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/class-names';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { showDestructiveToast } from '@/components/ui/toaster';

/** Each language by its own name, whatever the interface's language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { el: 'Ελληνικά', en: 'English' };
const LANGUAGE_CODES: Record<Locale, string> = { el: 'EL', en: 'EN' };

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** The chosen language (re-rendering when it changes) and how to choose another: here at once, on the account too. */
function useLanguageChoice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const locale = currentLocale();
  const choose = (value: string) => {
    if (!isLocale(value) || value === locale) return;
    chooseLocale(queryClient, value).catch(() => showDestructiveToast(t('language.saveFailed')));
  };
  return { t, locale, choose };
}

/** The two languages as radio items of a menu (the language switcher's, or the phone's More menu). */
export function LanguageMenuItems() {
  const { t, locale, choose } = useLanguageChoice();
  return (
    <>
      <DropdownMenuLabel>{t('language.label')}</DropdownMenuLabel>
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

/**
 * The top bar's language control: shows the chosen language (its code on a phone) and opens a menu of the two,
 * each a `menuitemradio`. Signed in, the choice is saved on the account as well (account-locale).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, locale } = useLanguageChoice();
  const hydrated = useHydrated();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className={cn('shrink-0 px-2', className)} data-testid="language-switcher" disabled={!hydrated}>
          <Languages aria-hidden />
          <span className="sr-only">{t('language.label')}{': '}</span>
          <span lang={locale}>
            <span className="sm:hidden">{LANGUAGE_CODES[locale]}</span>
            <span className="hidden sm:inline">{LANGUAGE_NAMES[locale]}</span>
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <LanguageMenuItems />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
