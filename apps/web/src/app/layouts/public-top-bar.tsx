import { LogIn } from 'lucide-react';
import { isLocale } from '@takeoff/shared/locale-codes';
import { buttonVariants } from '@/components/ui/button-variants';
import { LanguageSelect } from '@/components/language-select';
import { changePublicLocale, usePublicT } from '@/lib/public-i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { TopBarFrame } from './top-bar-frame';

/**
 * The top bar of a prerendered public page before the app has loaded: a visitor's (a signed-in visitor gets the app's
 * TopBar once the session answers). Drawn as TopBar draws it signed out, so the app takes over without a change.
 */
export function PublicTopBar({ onSignIn }: { onSignIn: () => void }) {
  const { t, language } = usePublicT('public');
  const hydrated = useHydrated();
  return (
    <TopBarFrame homeLabel={t('topBar.homeLink')}>
      <LanguageSelect
        label={t('language.label')}
        locale={language}
        onChoose={(value) => isLocale(value) && void changePublicLocale(value)}
      />
      <button
        type="button"
        data-slot="button"
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        onClick={onSignIn}
        disabled={!hydrated}
      >
        <LogIn aria-hidden />
        {t('topBar.signIn')}
      </button>
    </TopBarFrame>
  );
}
