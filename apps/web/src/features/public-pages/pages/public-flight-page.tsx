import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { PublicFlight } from '@takeoff/shared/public-pages';
import { FlightStatusBadge } from '@/components/flight-board/flight-status';
import { PageSpinner } from '@/components/page-spinner';
import { VerifiedMark } from '@/components/verified-mark';
import { ApiRequestError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePublicFlight } from '../api/get-public-flight';
import { AnswerRecordSection } from '../components/answer-record';
import { jobForReader } from '@takeoff/shared/job-translations';
import { currentLocale } from '@/lib/i18n';
import { useT } from '../i18n';
import { jobTypeLabel } from '../lib/job-type-labels';

function BoardCell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="min-w-0 rounded-md border border-border bg-board-cell px-2.5 py-2">
      <span className="block font-mono text-[0.6875rem] uppercase tracking-[0.15em] text-muted-foreground">
        {label}
      </span>
      <span className="block font-mono text-base font-bold uppercase tracking-wider break-words text-board">
        {children}
      </span>
    </li>
  );
}

/**
 * The public page of one flight, the same content the server rendered for visitors and crawlers; the route
 * supplies Apply (`applyAction`), which depends on who is looking.
 */
export function PublicFlightPage({
  applyAction,
}: {
  applyAction: (flight: PublicFlight) => ReactNode;
}) {
  const { t } = useT();
  const { flightNumber = '' } = useParams();
  const query = usePublicFlight(flightNumber);
  // In the reader's language where the company wrote one, as the server page was.
  const flight = query.data && jobForReader(query.data, currentLocale());
  useDocumentTitle(
    flight
      ? t('flight.documentTitle', { title: flight.title, company: flight.company.name })
      : undefined,
  );

  if (query.isPending) return <PageSpinner />;
  if (!flight) {
    const error = query.error;
    const departed = error instanceof ApiRequestError && error.status === 410;
    return (
      <main className="mx-auto max-w-3xl px-4 py-10">
        <div className="rounded-xl border border-border bg-surface p-6">
          <h1 className="text-2xl font-bold">
            {departed ? t('flight.closedTitle') : t('flight.notFoundTitle')}
          </h1>
          <p className="mt-2 text-muted-foreground">
            {departed ? t('flight.closedBody') : t('flight.notFoundBody')}
          </p>
          <Link className="mt-4 inline-block text-primary underline" to="/">
            {t('goHome')}
          </Link>
        </div>
      </main>
    );
  }

  return (
    <main className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <p className="mb-4 text-sm text-muted-foreground">
        <Link className="text-primary underline underline-offset-2" to={flight.company.careersPath}>
          {flight.company.name}
        </Link>{' '}
        {t('flight.breadcrumb', { flightNumber: flight.flightNumber })}
      </p>
      <article
        className="rounded-xl border border-border bg-surface p-4 break-words sm:p-6"
        data-flight={flight.flightNumber}
      >
        <ul className="mb-5 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('flight.board')}>
          <BoardCell label={t('flight.flight')}>{flight.flightNumber}</BoardCell>
          <BoardCell label={t('flight.gate')}>{flight.location}</BoardCell>
          <BoardCell label={t('flight.departs')}>
            {flight.departureTime ?? t('flight.tbd')}
          </BoardCell>
          <BoardCell label={t('flight.status')}>
            <FlightStatusBadge status={flight.status} />
          </BoardCell>
        </ul>
        <h1 className="text-2xl font-bold text-board-white sm:text-3xl">{flight.title}</h1>
        <p className="mt-1 mb-4 text-lg">
          {t('flight.at')}{' '}
          <Link
            className="text-primary underline underline-offset-2"
            to={flight.company.careersPath}
          >
            {flight.company.name}
          </Link>
          <VerifiedMark verified={flight.company.verified} name={flight.company.name} />
        </p>
        <dl className="mb-5 grid gap-3 sm:grid-cols-2">
          {[
            [t('flight.location'), flight.location],
            [t('flight.type'), jobTypeLabel(flight.type)],
            [t('flight.salary'), flight.salary ?? t('flight.notDisclosed')],
            [t('flight.experience'), flight.experience],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs uppercase tracking-wider text-muted-foreground">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        {flight.skills.length > 0 ? (
          <>
            <h2 className="mt-5 mb-2 font-mono text-sm uppercase tracking-[0.12em] text-muted-foreground">
              {t('flight.skills')}
            </h2>
            <ul className="mb-5 flex flex-wrap gap-1.5">
              {flight.skills.map((skill) => (
                <li
                  key={skill}
                  className="rounded-full border border-border bg-surface-raised px-3 py-0.5 text-sm"
                >
                  {skill}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <h2 className="mt-5 mb-2 font-mono text-sm uppercase tracking-[0.12em] text-muted-foreground">
          {t('flight.about')}
        </h2>
        <p className="whitespace-pre-line">{flight.description}</p>
        <AnswerRecordSection record={flight.company.answerRecord} />
        {flight.unlisted ? (
          <p className="mt-4 text-sm text-muted-foreground">{t('flight.unlistedNote')}</p>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center gap-3">{applyAction(flight)}</div>
      </article>
    </main>
  );
}
