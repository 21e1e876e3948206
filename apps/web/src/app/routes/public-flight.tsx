import { useCallback, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicFlight } from '@takeoff/shared/public-pages';
import { useMe } from '@/features/auth/api/get-me';
import { useAppliedJobIds } from '@/features/applications/api/get-applications';
import { PublicFlightPage } from '@/features/public-pages/pages/public-flight-page';
import { useMyPitch } from '@/features/pitches/api/get-my-pitch';
import { Button } from '@/components/ui/button';
import { forgetFlightIntent, rememberFlightIntent } from '@/lib/flight-intent';
import { useOpenAuthDialog } from '../auth-dialog-context';
import { preloadAuthDialog } from '../auth-dialog-provider';
import { CandidateApplyButton } from '../candidate-apply-button';

export { loadPublicFlight as loader } from '@/features/public-pages/api/get-public-flight';

/** A signed-in candidate's Apply Now, marked when already applied; `?apply=1` (back from sign-up) puts focus on it. */
function CandidateApply({ flight }: { flight: PublicFlight }) {
  const { t } = useTranslation();
  const applied = useAppliedJobIds();
  const pitch = useMyPitch();
  const [params] = useSearchParams();
  const area = useRef<HTMLDivElement>(null);
  const hasApplied = applied.has(flight.id);
  const needsPitch = pitch.isSuccess && pitch.data === null && !hasApplied;
  useEffect(() => {
    if (params.get('apply') === '1') area.current?.querySelector<HTMLElement>('button, a')?.focus();
    // Apply is disabled while the pitch is being checked: focus it once that is known.
  }, [params, needsPitch, pitch.isPending]);
  useEffect(() => {
    // Kept while a pitch is still to be made (the pitch page brings them back here); dropped once applied.
    if (hasApplied) forgetFlightIntent(flight.flightNumber);
    else if (needsPitch) rememberFlightIntent(flight.flightNumber);
  }, [hasApplied, needsPitch, flight.flightNumber]);
  if (needsPitch && flight.status !== 'closed') {
    return (
      <div ref={area} className="grid gap-2">
        <p className="text-sm">{t('routes.publicFlight.pitchFirst')}</p>
        <Button asChild className="justify-self-start">
          <Link to="/candidate/pitch">{t('routes.publicFlight.createPitch')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <div ref={area}>
      <CandidateApplyButton job={flight} />
    </div>
  );
}

/** A visitor's Apply: sign up as a candidate (or sign in), then back here. `?apply=1` (the server page's Apply link) opens it at once. */
function VisitorApply({ flight, signedOut }: { flight: PublicFlight; signedOut: boolean }) {
  const { t } = useTranslation();
  const openAuthDialog = useOpenAuthDialog();
  const [params] = useSearchParams();
  const returnTo = `/flights/${flight.flightNumber}?apply=1`;
  // The server page's Apply may have set ?apply=1 after the router read the address (spa-boot.ts): read it as it is.
  const wantsToApply =
    params.get('apply') === '1' || new URLSearchParams(window.location.search).get('apply') === '1';
  const askedToApply = signedOut && wantsToApply;
  useEffect(() => {
    // The sign-up's code downloads while the session is still being checked, not after.
    if (wantsToApply) preloadAuthDialog();
  }, [wantsToApply]);
  const start = useCallback(() => {
    rememberFlightIntent(flight.flightNumber);
    openAuthDialog({ mode: 'register', role: 'candidate', returnTo });
  }, [flight.flightNumber, openAuthDialog, returnTo]);
  useEffect(() => {
    if (askedToApply) start();
  }, [askedToApply, start]);
  return (
    <>
      <Button
        onClick={start}
        onPointerEnter={preloadAuthDialog}
        onPointerDown={preloadAuthDialog}
        onFocus={preloadAuthDialog}
      >
        {t('routes.publicFlight.apply')}
      </Button>
      <p className="text-sm text-muted-foreground">{t('routes.publicFlight.signInToApply')}</p>
    </>
  );
}

/** The public flight page (public-pages area) with Apply composed in: visitors sign in or register first, then come back. */
export function Component() {
  const { t } = useTranslation();
  const me = useMe();
  const user = me.data;
  return (
    <PublicFlightPage
      applyAction={(flight) => {
        if (user?.role === 'candidate') return <CandidateApply flight={flight} />;
        if (user)
          return (
            <p className="text-sm text-muted-foreground">
              {t('routes.publicFlight.candidatesOnly')}
            </p>
          );
        return <VisitorApply flight={flight} signedOut={me.isSuccess && user === null} />;
      }}
    />
  );
}
