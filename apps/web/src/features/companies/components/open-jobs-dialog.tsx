import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { COMPANY_TEXTS } from '@takeoff/shared/companies';
import { useOpenJobs } from '../api/get-open-jobs';

const statusVariant = (status: string) => (status === 'live' || status === 'boarding' || status === 'expiring' ? status : 'secondary');

/** Explore Opportunities: the company's jobs that are not closed. */
export function OpenJobsDialog({ companyId, companyName, open, onOpenChange }: { companyId: number; companyName: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const jobs = useOpenJobs(companyId, open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Opportunities at {companyName}</DialogTitle>
          <DialogDescription>Open positions you can apply to from Browse Jobs.</DialogDescription>
        </DialogHeader>
        {jobs.isPending ? (
          <p className="text-sm text-muted-foreground">Loading positions...</p>
        ) : jobs.isError ? (
          <p className="text-sm text-status-closed">Failed to load positions.</p>
        ) : jobs.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{COMPANY_TEXTS.noOpenJobs}</p>
        ) : (
          <ul className="grid max-h-[60vh] gap-2 overflow-y-auto" aria-label={`Open positions at ${companyName}`}>
            {jobs.data.map((job) => (
              <li key={job.id} className="flex items-center justify-between gap-3 rounded-lg border border-border bg-board-cell p-3">
                <div className="min-w-0">
                  <p className="truncate font-semibold">{job.title}</p>
                  <p className="font-mono text-xs text-muted-foreground">
                    {job.flightNumber} · {job.location} · {job.type}
                    {job.salary ? ` · ${job.salary}` : ''}
                  </p>
                </div>
                <Badge variant={statusVariant(job.status)} className="uppercase">
                  {job.status}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
