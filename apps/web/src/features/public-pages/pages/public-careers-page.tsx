import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { CareersFlight } from '@takeoff/shared/public-pages';
import { FlightBoard, type FlightBoardColumn } from '@/components/flight-board/flight-board';
import { FlightStatusBadge } from '@/components/flight-board/flight-status';
import { PageSpinner } from '@/components/page-spinner';
import { VerifiedMark } from '@/components/verified-mark';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePublicCareers } from '../api/get-public-careers';
import { AnswerRecordSection } from '../components/answer-record';
import { headlineForReader } from '@takeoff/shared/job-translations';
import { profileForReader } from '@takeoff/shared/company-profiles';
import { currentLocale } from '@/lib/i18n';
import { t as publicT, useT } from '../i18n';
import { jobTypeLabel } from '../lib/job-type-labels';

/** The board's columns, headed in the language chosen at the time of the render. */
const columns = (): FlightBoardColumn<CareersFlight>[] => [
  {
    key: 'flight',
    header: publicT('careers.column.flight'),
    cell: (flight) => (
      <span className="font-mono font-bold whitespace-nowrap text-board">
        {flight.flightNumber}
      </span>
    ),
  },
  {
    key: 'destination',
    header: publicT('careers.column.destination'),
    cell: (flight) => (
      <>
        <Link
          className="font-bold text-board-white hover:underline"
          to={`/flights/${flight.flightNumber}`}
        >
          {flight.title}
        </Link>
        <span className="block text-[0.8125rem] text-muted-foreground sm:hidden">
          {flight.location} · {jobTypeLabel(flight.type)}
        </span>
      </>
    ),
  },
  {
    key: 'gate',
    header: publicT('careers.column.gate'),
    hideBelow: 'sm',
    cell: (flight) => <span className="font-mono">{flight.location}</span>,
  },
  {
    key: 'type',
    header: publicT('careers.column.type'),
    hideBelow: 'sm',
    cell: (flight) => <span className="font-mono">{jobTypeLabel(flight.type)}</span>,
  },
  {
    key: 'status',
    header: publicT('careers.column.status'),
    cell: (flight) => <FlightStatusBadge status={flight.status} />,
  },
];

/**
 * A company's public careers page, the same content the server rendered for visitors and crawlers: profile, promo
 * video, and its open flights as a departure board. An old address is replaced by the current one.
 */
export function PublicCareersPage() {
  const { t } = useT();
  const { companySlug = '' } = useParams();
  const navigate = useNavigate();
  const query = usePublicCareers(companySlug);
  const careers = query.data;
  useDocumentTitle(
    careers ? t('careers.documentTitle', { company: careers.company.name }) : undefined,
  );
  useEffect(() => {
    if (careers && careers.slug !== companySlug)
      void navigate(`/careers/${careers.slug}`, { replace: true });
  }, [careers, companySlug, navigate]);

  if (query.isPending) return <PageSpinner />;
  if (!careers) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-10">
        <div className="rounded-xl border border-border bg-surface p-6">
          <h1 className="text-2xl font-bold">{t('careers.notFoundTitle')}</h1>
          <p className="mt-2 text-muted-foreground">{t('careers.notFoundBody')}</p>
          <Link className="mt-4 inline-block text-primary underline" to="/">
            {t('goHome')}
          </Link>
        </div>
      </main>
    );
  }

  // The company's words in the reader's language where it wrote them, as the server page was.
  const company = { ...careers.company, ...profileForReader(careers.company, currentLocale()) };
  const flights = careers.flights.map((flight) => ({
    ...flight,
    ...headlineForReader(flight, currentLocale()),
  }));
  return (
    <main className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <article className="mb-5 rounded-xl border border-border bg-surface p-4 break-words sm:p-6">
        <h1 className="text-2xl font-bold text-board-white sm:text-3xl">
          {company.name}
          <VerifiedMark verified={company.verified} name={company.name} />
        </h1>
        {company.tags.length > 0 ? (
          <p className="mt-1 text-sm text-muted-foreground">{company.tags.join(' · ')}</p>
        ) : null}
        {company.promoVideoPath ? (
          <video
            className="mt-4 max-h-[28rem] w-full rounded-lg bg-black"
            src={company.promoVideoPath}
            controls
            preload="metadata"
            aria-label={t('careers.promoVideo', { company: company.name })}
          />
        ) : null}
        <p className="mt-4 whitespace-pre-line">{company.description}</p>
        {company.benefits.length > 0 ? (
          <>
            <h2 className="mt-5 mb-2 font-mono text-sm uppercase tracking-[0.12em] text-muted-foreground">
              {t('careers.whyChooseUs')}
            </h2>
            <ul className="flex flex-wrap gap-1.5">
              {company.benefits.map((benefit) => (
                <li
                  key={benefit}
                  className="rounded-full border border-border bg-surface-raised px-3 py-0.5 text-sm"
                >
                  {benefit}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {company.website ? (
          <p className="mt-4">
            <a
              className="text-primary underline underline-offset-2"
              href={company.website}
              rel="nofollow noopener"
            >
              {company.website}
            </a>
          </p>
        ) : null}
        <AnswerRecordSection record={company.answerRecord} />
      </article>
      <section aria-label={t('careers.openFlights')}>
        <FlightBoard
          title={t('careers.departures')}
          caption={t('careers.boardCaption', { company: company.name })}
          columns={columns()}
          rows={flights}
          rowKey={(flight) => flight.id}
          emptyMessage={t('careers.noOpenFlights')}
        />
        <p className="mt-4 text-sm text-muted-foreground">
          <a className="text-primary underline underline-offset-2" href={company.feedPath}>
            {t('careers.feed', { company: company.name })}
          </a>
        </p>
      </section>
    </main>
  );
}
