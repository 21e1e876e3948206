import type { ReactNode } from 'react';
import { Building2, UserRound } from 'lucide-react';
import { PRODUCT_NAME } from '@takeoff/shared/constants';
import { useHydrated } from '@/lib/use-hydrated';
import { SplitFlapText } from '@/components/flight-board/split-flap-text';
import { useT } from '../i18n';
import { DepartureBoard } from './departure-board';
import { Markup } from './markup';

// The role tiles: Button's look with their own layout and, for the candidate, the board's border, written out whole
// rather than overriding Button's classes (the light entry's `cn` does not resolve conflicting utilities).
const ROLE_TILE =
  'inline-flex h-auto min-w-0 items-center justify-start gap-2 whitespace-normal rounded-lg px-6 py-4 text-left text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0';
const COMPANY_TILE = `${ROLE_TILE} bg-primary text-primary-foreground hover:bg-primary-hover`;
const CANDIDATE_TILE = `${ROLE_TILE} border border-board/60 bg-transparent text-foreground hover:bg-surface-raised`;

export type ChooseRole = (role: 'company' | 'candidate') => void;

export function Hero({ onChooseRole, welcome }: { onChooseRole: ChooseRole; welcome?: ReactNode }) {
  const hydrated = useHydrated();
  const { t } = useT();
  return (
    <section className="relative overflow-hidden border-b border-border">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(255,182,39,0.12),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-20 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div className="min-w-0">
          <p className="mb-4 inline-flex">
            <SplitFlapText value={t('hero.nowBoarding')} size="sm" />
          </p>
          <h1 className="text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            <Markup
              text={t('hero.title')}
              components={{ accent: <span className="text-board" /> }}
            />
          </h1>
          <p className="mt-4 max-w-xl text-lg text-muted-foreground">
            {t('hero.intro', { product: PRODUCT_NAME })}
          </p>
          <div className="mt-8 grid gap-3 sm:grid-cols-2">
            <button
              type="button"
              data-slot="button"
              className={COMPANY_TILE}
              onClick={() => onChooseRole('company')}
              disabled={!hydrated}
            >
              <Building2 className="!size-6" aria-hidden />
              <span className="flex min-w-0 flex-col">
                <span className="text-base font-bold">{t('hero.company')}</span>
                <span className="text-xs font-medium opacity-80">{t('hero.companyHint')}</span>
              </span>
            </button>
            <button
              type="button"
              data-slot="button"
              className={CANDIDATE_TILE}
              onClick={() => onChooseRole('candidate')}
              disabled={!hydrated}
            >
              <UserRound className="!size-6 text-board" aria-hidden />
              <span className="flex min-w-0 flex-col">
                <span className="text-base font-bold">{t('hero.candidate')}</span>
                <span className="text-xs font-medium text-muted-foreground">
                  {t('hero.candidateHint')}
                </span>
              </span>
            </button>
          </div>
          {/* Its height is kept from the first paint: the control appears only once the browser says it can speak. */}
          {welcome ? <div className="mt-4 min-h-10">{welcome}</div> : null}
        </div>
        <DepartureBoard />
      </div>
    </section>
  );
}
