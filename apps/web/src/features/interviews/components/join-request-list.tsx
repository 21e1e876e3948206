import { Inbox } from 'lucide-react';
import type { JoinRequest } from '@takeoff/shared/interviews';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useT } from '@/features/interviews/i18n';
import { errorMessage } from '@/lib/api-client';
import { useAcceptJoinRequest } from '../api/accept-join-request';
import { useRejectJoinRequest } from '../api/reject-join-request';
import { formatWhen } from '../lib/format-when';
import { CopyLinkButton } from './copy-link-button';
import { EmptyState } from './empty-state';
import { candidateLabelText } from '../lib/candidate-label';

export function JoinRequestList({ requests }: { requests: JoinRequest[] }) {
  const { t } = useT();
  const accept = useAcceptJoinRequest();
  const reject = useRejectJoinRequest();
  if (requests.length === 0)
    return (
      <EmptyState icon={Inbox} title={t('requests.emptyTitle')} body={t('requests.emptyBody')} />
    );
  const busy = accept.isPending || reject.isPending;
  const onError = (error: unknown) =>
    showDestructiveToast(errorMessage(error, t('list.generateFailed')));
  return (
    <div className="grid gap-3">
      {requests.map((request) => (
        <Card key={request.id} data-testid="join-request">
          <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold">{candidateLabelText(request.candidate.name)}</p>
              {request.candidate.email ? (
                <p className="text-sm text-muted-foreground">{request.candidate.email}</p>
              ) : null}
              <p className="text-sm text-muted-foreground">
                {request.slotDetails.title} ·{' '}
                <span className="font-mono">{formatWhen(request.slotDetails.scheduledAt)}</span>
              </p>
              {request.message ? (
                <p className="mt-1 text-sm italic text-muted-foreground">
                  {t('requests.message', { message: request.message })}
                </p>
              ) : null}
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2">
              {request.status === 'pending' ? (
                <>
                  <Button
                    size="sm"
                    disabled={busy}
                    onClick={() =>
                      accept.mutate(request.id, {
                        onSuccess: () => showSuccessToast(t('requests.acceptedToast')),
                        onError,
                      })
                    }
                  >
                    {t('requests.accept')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    onClick={() => reject.mutate(request.id, { onError })}
                  >
                    {t('requests.decline')}
                  </Button>
                </>
              ) : request.status === 'rejected' ? (
                <Badge variant="closed">{t('requests.declined')}</Badge>
              ) : (
                <>
                  <Badge variant="live">{t('requests.accepted')}</Badge>
                  {request.meetingLink ? <CopyLinkButton link={request.meetingLink} /> : null}
                </>
              )}
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
