import { Briefcase } from 'lucide-react';
import {
  APPLICATION_STATUS_LABELS,
  MY_APPLICATIONS_TEXTS as T,
} from '@takeoff/shared/applications';
import { ConfirmButton } from '@/components/confirm-button';
import { Badge } from '@/components/ui/badge';
import { ListCard } from '@/components/list-card';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useApplications } from '../api/get-applications';
import { useWithdrawApplication } from '../api/withdraw-application';

/** The candidate's own applications: flight, company, stage (the pipeline's names), applied date, withdraw while pending. */
export function MyApplications() {
  const applications = useApplications(100);
  const withdraw = useWithdrawApplication();
  const items = applications.data?.items ?? [];
  return (
    <ListCard
      id="my-applications-title"
      title={T.applicationsTitle}
      icon={Briefcase}
      isPending={applications.isPending}
      isError={applications.isError}
      isEmpty={items.length === 0}
      errorText="Your applications could not be loaded."
      emptyText={T.noApplications}
    >
      {items.map((a) => (
        <li
          key={a.id}
          className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3"
          data-testid="my-application"
        >
          <div className="min-w-0 flex-1 basis-56">
            <p className="truncate font-medium">{a.jobTitle}</p>
            <p className="text-sm text-muted-foreground">
              {a.companyName} · {T.applied} {formatDate(a.appliedAt)}
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Badge
              variant={
                a.status === 'rejected' ? 'closed' : a.status === 'hired' ? 'live' : 'secondary'
              }
            >
              {APPLICATION_STATUS_LABELS[a.status]}
            </Badge>
            {a.status === 'pending' ? (
              <ConfirmButton
                variant="outline"
                label={`${T.withdraw} application to ${a.jobTitle}`}
                title={`${T.withdraw} application?`}
                description={T.withdrawConfirm(a.jobTitle)}
                confirmLabel={T.withdraw}
                disabled={withdraw.isPending}
                onConfirm={() =>
                  withdraw.mutate(a.id, {
                    onSuccess: () => showSuccessToast(T.withdrawn),
                    onError: (e) =>
                      showDestructiveToast('Error', errorMessage(e, 'Please try again.')),
                  })
                }
              >
                {T.withdraw}
              </ConfirmButton>
            ) : null}
          </div>
        </li>
      ))}
    </ListCard>
  );
}
