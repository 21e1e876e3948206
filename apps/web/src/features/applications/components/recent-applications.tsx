import { Link } from 'react-router';
import { formatDistanceToNow } from 'date-fns';
import { APPLICATION_MESSAGES, APPLICATION_STATUS_LABELS, RECENT_APPLICATIONS_COUNT } from '@takeoff/shared/applications';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useApplications } from '../api/get-applications';

/** The dashboard's 'Recent applications': the newest 3 to this company's jobs. */
export function RecentApplications() {
  const query = useApplications(RECENT_APPLICATIONS_COUNT);
  const items = query.data?.items ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Recent applications</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-2">
        {!query.isPending && items.length === 0 ? <p className="text-sm text-muted-foreground">{APPLICATION_MESSAGES.empty}</p> : null}
        {items.map((a) => (
          <div key={a.id} className="flex items-center justify-between gap-2 rounded-lg border border-border p-3 text-sm">
            <div className="min-w-0">
              <p className="truncate font-semibold">{a.jobTitle}</p>
              <p className="truncate text-xs text-muted-foreground">
                {a.coverMessage ?? 'No cover message'} · {formatDistanceToNow(new Date(a.appliedAt), { addSuffix: true })}
              </p>
            </div>
            <Badge className="shrink-0" variant={a.status === 'pending' || a.status === 'reviewed' ? 'secondary' : 'default'}>{APPLICATION_STATUS_LABELS[a.status]}</Badge>
          </div>
        ))}
        <Button asChild variant="link" className="justify-self-start px-0">
          <Link to="/company/applications">All applications</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
