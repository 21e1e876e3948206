import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCompanyStats } from '../api/get-company-stats';
import { useT } from '../i18n';

const TILES = ['activeJobs', 'applications', 'interviews', 'hires'] as const;

/** Four figures from real rows, the funnel, and the median time to hire. */
export function CompanyStatsPanel({ companyId }: { companyId: number }) {
  const { t } = useT();
  const stats = useCompanyStats(companyId);
  const data = stats.data;
  const now = data?.pipeline ?? [];
  const nowTop = Math.max(1, ...now.map((stage) => stage.count));
  const everTop = Math.max(1, data?.funnel[0]?.count ?? 0);
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {TILES.map((key) => (
          <Card key={key}>
            <CardContent className="p-4">
              <p className="text-sm text-muted-foreground">{t(`stats.${key}`)}</p>
              <p className="font-mono text-3xl font-bold text-board" data-testid={`stat-${key}`}>
                {data ? data[key] : '–'}
              </p>
            </CardContent>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('stats.funnel')}</CardTitle>
          <p className="text-sm text-muted-foreground">{t('stats.funnelNow')}</p>
        </CardHeader>
        <CardContent className="grid gap-2">
          <ul aria-label={t('stats.funnelNow')} className="grid gap-2">
            {now.map((stage) => (
              <StageBar
                key={stage.status}
                label={t(`statuses.${stage.status}`)}
                count={stage.count}
                top={nowTop}
              />
            ))}
          </ul>
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-muted-foreground">
              {t('stats.funnelEver')}
            </summary>
            <ul aria-label={t('stats.funnelEver')} className="mt-2 grid gap-2">
              {(data?.funnel ?? []).map((stage) => (
                <StageBar
                  key={stage.status}
                  label={t(`statuses.${stage.status}`)}
                  count={stage.count}
                  top={everTop}
                />
              ))}
            </ul>
          </details>
          <p className="mt-2 text-sm text-muted-foreground">
            {t('stats.medianTimeToHire')}{' '}
            <span className="font-mono text-foreground">
              {data?.medianTimeToHireDays != null
                ? t('stats.days', { count: data.medianTimeToHireDays })
                : t('stats.noHires')}
            </span>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

function StageBar({ label, count, top }: { label: string; count: number; top: number }) {
  return (
    <li className="grid grid-cols-[7rem_1fr_3rem] items-center gap-2 text-sm">
      <span className="min-w-0 break-words">{label}</span>
      <span className="h-3 overflow-hidden rounded bg-surface-raised" aria-hidden>
        <span
          className="block h-full rounded bg-board"
          style={{ width: `${(count / top) * 100}%` }}
        />
      </span>
      <span className="text-right font-mono">{count}</span>
    </li>
  );
}
