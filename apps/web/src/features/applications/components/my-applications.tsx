import type { ReactNode } from 'react';
import type { Application } from '@takeoff/shared/applications';
import { Briefcase } from 'lucide-react';
import { ConfirmButton } from '@/components/confirm-button';
import { Badge } from '@/components/ui/badge';
import { ListCard } from '@/components/list-card';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useApplications } from '../api/get-applications';
import { useWithdrawApplication } from '../api/withdraw-application';
import { useT } from '../i18n';

/**
 * The candidate's own applications: flight, company, stage (the pipeline's names), applied date, withdraw while
 * pending. `onOpenJob` (the route's job details) makes each flight's title open it.
 */
export function MyApplications({
  onOpenJob,
  renderDetails,
}: {
  onOpenJob?: (jobId: number) => void;
  /** What the page composes under each application (the response promise's timeline). */
  renderDetails?: (application: Application) => ReactNode;
}) {
  const { t } = useT();
  const applications = useApplications(100);
  const withdraw = useWithdrawApplication();
  const items = applications.data?.items ?? [];
  return (
    <ListCard
      id="my-applications-title"
      title={t('mine.title')}
      icon={Briefcase}
      isPending={applications.isPending}
      isError={applications.isError}
      isEmpty={items.length === 0}
      errorText={t('mine.loadFailed')}
      emptyText={t('mine.empty')}
    >
      {items.map((a) => (
        <li
          key={a.id}
          className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
          data-testid="my-application"
        >
          <div className="min-w-0 flex-1 basis-56">
            {onOpenJob ? (
              <button
                type="button"
                className="block max-w-full truncate text-left font-medium text-primary underline-offset-4 hover:underline"
                onClick={() => onOpenJob(a.jobId)}
              >
                {a.jobTitle}
              </button>
            ) : (
              <p className="truncate font-medium">{a.jobTitle}</p>
            )}
            <p className="text-sm text-muted-foreground">
              {a.companyName} · {t('mine.appliedOn', { date: formatDate(a.appliedAt) })}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Badge
              variant={
                a.status === 'rejected' ? 'closed' : a.status === 'hired' ? 'live' : 'secondary'
              }
            >
              {t(`statuses.${a.status}`)}
            </Badge>
            {a.status === 'pending' ? (
              <ConfirmButton
                variant="outline"
                label={t('mine.withdrawLabel', { job: a.jobTitle })}
                title={t('mine.withdrawTitle')}
                description={t('mine.withdrawConfirm', { job: a.jobTitle })}
                confirmLabel={t('mine.withdraw')}
                disabled={withdraw.isPending}
                onConfirm={() =>
                  withdraw.mutate(a.id, {
                    onSuccess: () => showSuccessToast(t('mine.withdrawn')),
                    onError: (e) => showDestructiveToast(t('error'), errorMessage(e, t('retry'))),
                  })
                }
              >
                {t('mine.withdraw')}
              </ConfirmButton>
            ) : null}
          </div>
          {renderDetails ? <div className="basis-full">{renderDetails(a)}</div> : null}
        </li>
      ))}
    </ListCard>
  );
}
