import { Suspense, useState, type ReactNode } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { Briefcase, Building2, Check, Crown, Globe, VideoOff } from 'lucide-react';
import type { PublicCompany } from '@takeoff/shared/companies';
import { profileForReader, VISIBLE_BENEFITS } from '@takeoff/shared/company-profiles';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { CompanyStatTiles } from './company-stat-tiles';
import { VerifiedMark } from '@/components/verified-mark';
import { useT } from '../i18n';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { currentLocale } from '@/lib/i18n';

// The open jobs load, with the dialog, when asked for.
const OpenJobsDialog = lazyWithRetry(async () => ({
  default: (await import('./open-jobs-dialog')).OpenJobsDialog,
}));

export interface CompanyCardSlots {
  /** The rankings area's 'Rate This Employer' widget and the company's answer record (wired in the route file). */
  renderRating?: (company: PublicCompany) => ReactNode;
  /** Actions on the promo video, e.g. the promos area's Save Video button. */
  renderVideoActions?: (company: PublicCompany) => ReactNode;
  /** Opens one of the company's open positions (the jobs area's details dialog, wired in the route file). */
  onOpenJob?: (jobId: number) => void;
}

type CompanyCardProps = {
  company: PublicCompany;
  /** The viewer's own company (its preview on the company's pages): marked "Your company". */
  isOwn?: boolean;
} & CompanyCardSlots;

export function CompanyCard({
  company,
  isOwn = false,
  renderRating,
  renderVideoActions,
  onOpenJob,
}: CompanyCardProps) {
  const [jobsOpen, setJobsOpen] = useState(false);
  const [allBenefits, setAllBenefits] = useState(false);
  const openJobsDialogLoaded = useOpenedOnce(jobsOpen);
  const { t } = useT();
  // The company's own words in the reader's language when it wrote them (useT re-renders on a change of language).
  const { description, benefits, tags } = profileForReader(company, currentLocale());
  const hidden = benefits.length - VISIBLE_BENEFITS;
  const videoUrl = company.promo?.videoUrl ?? null;
  return (
    <Card className="flex flex-col" aria-label={company.name} role="article">
      {videoUrl ? (
        <video
          src={videoUrl}
          controls
          preload="metadata"
          playsInline
          aria-label={t('card.promoVideo', { company: company.name })}
          className="aspect-video w-full rounded-t-xl bg-black"
        />
      ) : (
        // Compact: a card without a promo should not open with a big empty screen.
        <p
          className="flex items-center gap-2 rounded-t-xl border-b border-border bg-board-cell/60 px-4 py-2.5 text-xs text-muted-foreground"
          data-testid="no-promo-video"
        >
          <VideoOff aria-hidden className="size-4 shrink-0 text-board/70" /> {t('card.noVideo')}
        </p>
      )}
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>
            {company.name}
            <VerifiedMark verified={company.verified} name={company.name} />
          </CardTitle>
          {isOwn ? (
            <Badge variant="boarding" data-testid="own-company-badge">
              <Building2 className="size-3" aria-hidden /> {t('card.yourCompany')}
            </Badge>
          ) : null}
          {company.subscriptionStatus === 'premium' ? (
            <Badge variant="default">
              <Crown className="size-3" aria-hidden /> {t('texts.premiumBadge')}
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">{description}</p>
        {company.website ? (
          <a
            href={company.website}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            <Globe className="size-3.5" aria-hidden /> {company.website.replace(/^https?:\/\//, '')}
          </a>
        ) : null}
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-4">
        <div>
          <h3 className="mb-2 text-sm font-semibold">{t('texts.whyChooseUs')}</h3>
          <ul className="grid gap-1 text-sm">
            {(allBenefits ? benefits : benefits.slice(0, VISIBLE_BENEFITS)).map((benefit) => (
              <li key={benefit} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-status-live" aria-hidden /> {benefit}
              </li>
            ))}
          </ul>
          {hidden > 0 ? (
            <button
              type="button"
              className="mt-1 text-xs font-semibold text-primary underline-offset-4 hover:underline"
              aria-expanded={allBenefits}
              onClick={() => setAllBenefits((shown) => !shown)}
            >
              {allBenefits ? t('texts.fewerBenefits') : t('texts.moreBenefits', { count: hidden })}
            </button>
          ) : null}
        </div>
        <CompanyStatTiles stats={company.stats} />
        <ul className="flex flex-wrap gap-1.5" aria-label={t('card.tags')}>
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
        {renderRating ? <div>{renderRating(company)}</div> : null}
      </CardContent>
      <CardFooter className="flex-wrap">
        <Button onClick={() => setJobsOpen(true)} className="flex-1">
          <Briefcase aria-hidden /> {t('texts.exploreOpportunities')}
        </Button>
        {company.promo && videoUrl && renderVideoActions ? renderVideoActions(company) : null}
      </CardFooter>
      {openJobsDialogLoaded ? (
        <Suspense fallback={null}>
          <OpenJobsDialog
            companyId={company.id}
            companyName={company.name}
            open={jobsOpen}
            onOpenChange={setJobsOpen}
            onOpenJob={onOpenJob}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
