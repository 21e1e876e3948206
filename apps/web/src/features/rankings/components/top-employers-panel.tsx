import { Link } from 'react-router';
import { Building2, Star } from 'lucide-react';
import { RANKING_PANEL_LIMIT } from '@takeoff/shared/rankings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useTopEmployers } from '../api/get-top-employers';
import { PositionCell } from './rank-badge';
import { VerifiedMark } from '@/components/verified-mark';
import { useT } from '../i18n';
import { formatAverage } from '../lib/texts';

/** Candidate overview panel: Top Employers of the latest week (top 10, then '+N more …'). */
export function TopEmployersPanel() {
  const { data, isPending } = useTopEmployers();
  const { t } = useT();
  const entries = data ?? [];
  const shown = entries.slice(0, RANKING_PANEL_LIMIT);
  const more = entries.length - shown.length;
  return (
    <Card data-tour="top-employers-panel" data-testid="top-employers-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="size-5 text-board" aria-hidden />
          {t('texts.topEmployersTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <p className="text-sm text-muted-foreground">{t('employers.loading')}</p>
        ) : shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('employers.empty')}</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {shown.map((entry) => (
              <li key={entry.id} className="flex items-center gap-3">
                <PositionCell position={entry.position} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-semibold">
                    {entry.company}
                    <VerifiedMark verified={entry.companyVerified} name={entry.company} />
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {t('ratingCount', { count: entry.ratingCount })}
                  </p>
                </div>
                <span className="flex shrink-0 items-center gap-1 text-sm">
                  <Star className="size-4 fill-board text-board" aria-hidden />
                  <span className="font-mono font-bold text-board">
                    {formatAverage(entry.avgRating)}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
        {more > 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">
            {t('texts.moreEmployers', { count: more })}
          </p>
        ) : null}
        <Button asChild variant="outline" size="sm" className="mt-4">
          <Link to="/candidate/companies">{t('texts.viewProfile')}</Link>
        </Button>
      </CardContent>
      <CardFooter className="text-xs text-muted-foreground">
        {t('texts.employersFooter')}
      </CardFooter>
    </Card>
  );
}
