import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { ADMIN_JOB_TYPES, JOB_STATUSES, type AdminJob } from '@takeoff/shared/admin-jobs';
import { ADMIN_MESSAGES } from '@takeoff/shared/admin';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCompanies } from '../api/get-jobs';
import { useSaveJob } from '../api/save-job';
import { emptyJobForm, JobFormValues, jobToForm, toJobBody } from '../lib/job-form';
import { useFreshFormOnOpen } from '@/lib/use-fresh-form';

const selectClass = 'flex h-10 w-full rounded-md border border-border bg-board-cell px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring';

function Field({ id, label, error, children }: { id: string; label: string; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? <p className="text-xs text-status-closed">{error}</p> : null}
    </div>
  );
}

/** 'Create New Job Posting' / 'Edit Job Posting'. `job` null = create. */
export function JobFormDialog({ open, onOpenChange, job }: { open: boolean; onOpenChange: (open: boolean) => void; job: AdminJob | null }) {
  const companies = useCompanies();
  const save = useSaveJob();
  const form = useForm<JobFormValues>({ resolver: zodResolver(JobFormValues), defaultValues: emptyJobForm() });
  const { errors } = form.formState;
  useFreshFormOnOpen(form, open, job ? jobToForm(job) : emptyJobForm());

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: job?.id ?? null, body: toJobBody(values) },
      {
        onSuccess: () => {
          showSuccessToast(job ? ADMIN_MESSAGES.jobUpdated : ADMIN_MESSAGES.jobCreated);
          onOpenChange(false);
        },
        onError: (e) => showDestructiveToast('Error', errorMessage(e, job ? 'Failed to update job' : 'Failed to create job')),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{job ? 'Edit Job Posting' : 'Create New Job Posting'}</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field id="job-title" label="Job Title *" error={errors.title?.message}>
            <Input id="job-title" {...form.register('title')} aria-invalid={!!errors.title} />
          </Field>
          <Field id="job-company" label="Company *" error={errors.companyId?.message}>
            <select id="job-company" className={selectClass} {...form.register('companyId')} aria-invalid={!!errors.companyId}>
              <option value="">Select a company</option>
              {companies.data?.map((c) => (
                <option key={c.id} value={String(c.id)}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="job-location" label="Location *" error={errors.location?.message}>
            <Input id="job-location" {...form.register('location')} aria-invalid={!!errors.location} />
          </Field>
          <Field id="job-type" label="Job Type *">
            <select id="job-type" className={selectClass} {...form.register('type')}>
              {ADMIN_JOB_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </Field>
          <Field id="job-status" label="Status *">
            <select id="job-status" className={selectClass} {...form.register('status')}>
              {JOB_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </Field>
          <Field id="job-skills" label="Required Skills * (comma separated)" error={errors.skills?.message}>
            <Input id="job-skills" placeholder="React, Node.js, SQL" {...form.register('skills')} aria-invalid={!!errors.skills} />
          </Field>
          <Field id="job-experience" label="Experience">
            <Input id="job-experience" {...form.register('experience')} />
          </Field>
          <Field id="job-salary" label="Salary">
            <Input id="job-salary" {...form.register('salary')} />
          </Field>
          <Field id="job-flight" label="Flight Number" error={errors.flightNumber?.message}>
            <Input id="job-flight" placeholder="Generated when empty" {...form.register('flightNumber')} aria-invalid={!!errors.flightNumber} />
          </Field>
          <Field id="job-departure" label="Departure Time" error={errors.departureTime?.message}>
            <Input id="job-departure" placeholder="14:30" {...form.register('departureTime')} aria-invalid={!!errors.departureTime} />
          </Field>
          <Field id="job-expires" label="Expiration Date">
            <Input id="job-expires" type="date" {...form.register('expiresAt')} />
          </Field>
          <div className="sm:col-span-2">
            <Field id="job-description" label="Description *" error={errors.description?.message}>
              <Textarea id="job-description" rows={4} {...form.register('description')} aria-invalid={!!errors.description} />
            </Field>
          </div>
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {job ? 'Update Job' : 'Create Job'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
