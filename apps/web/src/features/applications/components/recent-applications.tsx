import { Link } from 'react-router';
import { RECENT_APPLICATIONS_COUNT } from '@takeoff/shared/applications';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useApplications } from '../api/get-applications';
import { useT } from '../i18n';
import { timeAgo } from '../lib/format';

/** The dashboard's 'Recent applications': the newest 3 to this company's jobs. */
export function RecentApplications() {
  const { t } = useT();
  const query = useApplications(RECENT_APPLICATIONS_COUNT);
  const items = query.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('recent.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-2">
        {!query.isPending && items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('pipeline.empty')}</p>
        ) : null}
        {items.map((a) => (
          <div
            key={a.id}
            className="flex items-center justify-between gap-2 rounded-lg border border-border p-3 text-sm"
          >
            <div className="min-w-0">
              <p className="truncate font-semibold">{a.jobTitle}</p>
              <p className="truncate text-xs text-muted-foreground">
                {a.coverMessage ?? t('recent.noCoverMessage')} · {timeAgo(a.appliedAt)}
              </p>
            </div>
            <Badge
              className="shrink-0"
              variant={a.status === 'pending' || a.status === 'reviewed' ? 'secondary' : 'default'}
            >
              {t(`statuses.${a.status}`)}
            </Badge>
          </div>
        ))}
        <Button asChild variant="link" className="justify-self-start px-0">
          <Link to="/company/applications">{t('recent.all')}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
