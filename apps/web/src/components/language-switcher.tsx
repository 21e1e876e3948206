import { LanguageSelect } from './language-select';
import { useLanguageChoice } from './language-choice';

/** The app's language control (top bar): signed in, the choice is saved on the account as well (account-locale). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, locale, choose } = useLanguageChoice();
  return (
    <LanguageSelect
      label={t('language.label', { ns: 'public' })}
      locale={locale}
      onChoose={choose}
      className={className}
    />
  );
}
