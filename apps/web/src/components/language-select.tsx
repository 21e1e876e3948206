import { Languages } from 'lucide-react';
import { LOCALES, type Locale } from '@takeoff/shared/locale-codes';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/class-names';

/** Each language by its own name, whatever the interface's language. */
export const LANGUAGE_NAMES: Record<Locale, string> = { el: 'Ελληνικά', en: 'English' };

/**
 * The top bar's language control: the browser's own select (no menu library in every page's first download; a
 * phone opens its native picker). What choosing does is the caller's: LanguageSwitcher in the app, the public
 * pages' top bar before the app has loaded.
 */
export function LanguageSelect({
  label,
  locale,
  onChoose,
  className,
}: {
  label: string;
  locale: Locale;
  onChoose: (value: string) => void;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <label
      className={cn(
        'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-foreground hover:bg-accent focus-within:outline-2 focus-within:outline-board',
        className,
      )}
    >
      <Languages aria-hidden className="size-4" />
      <span className="sr-only">{label}</span>
      <select
        data-testid="language-switcher"
        value={locale}
        lang={locale}
        disabled={!hydrated}
        onChange={(event) => onChoose(event.target.value)}
        className="cursor-pointer appearance-none bg-transparent outline-none disabled:cursor-default"
      >
        {LOCALES.map((option) => (
          <option
            key={option}
            value={option}
            lang={option}
            className="bg-background text-foreground"
          >
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
