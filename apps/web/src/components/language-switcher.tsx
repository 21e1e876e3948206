import { Languages } from 'lucide-react';
import { LOCALES } from '@takeoff/shared/locale-codes';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/class-names';
import { LANGUAGE_NAMES, useLanguageChoice } from './language-choice';

/**
 * The top bar's language control: the browser's own select (no menu library in every page's first download; a
 * phone opens its native picker). Signed in, the choice is saved on the account as well (account-locale).
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, locale, choose } = useLanguageChoice();
  const hydrated = useHydrated();
  return (
    <label
      className={cn(
        'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-foreground hover:bg-accent focus-within:outline-2 focus-within:outline-board',
        className,
      )}
    >
      <Languages aria-hidden className="size-4" />
      <span className="sr-only">{t('language.label')}</span>
      <select
        data-testid="language-switcher"
        value={locale}
        lang={locale}
        disabled={!hydrated}
        onChange={(event) => choose(event.target.value)}
        className="cursor-pointer appearance-none bg-transparent outline-none disabled:cursor-default"
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option} className="bg-background text-foreground">
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
