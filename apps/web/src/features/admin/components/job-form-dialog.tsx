import { useState, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { ADMIN_JOB_TYPES, JOB_STATUSES, type AdminJob } from '@takeoff/shared/admin-jobs';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/form-dialog';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useSaveJob } from '../api/save-job';
import { emptyJobForm, JobFormValues, jobToForm, toJobBody } from '../lib/job-form';
import { useFreshFormOnOpen } from '@/lib/use-fresh-form';
import { JobTranslationFields } from '@/components/job-translation-fields';
import { useT } from '../i18n';
import { CompanyCombobox, keepOpenForListEscape } from './company-combobox';

const selectClass =
  'flex h-10 w-full rounded-md border border-border bg-board-cell px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring';

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? <p className="text-xs text-status-closed">{error}</p> : null}
    </div>
  );
}

/** 'Create New Job Posting' / 'Edit Job Posting'. `job` null = create. */
export function JobFormDialog({
  open,
  onOpenChange,
  job,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  job: AdminJob | null;
}) {
  const { t } = useT();
  const save = useSaveJob();
  const form = useForm<JobFormValues>({
    resolver: zodResolver(JobFormValues),
    defaultValues: emptyJobForm(),
  });
  const { errors } = form.formState;
  // The picker shows the chosen company's name: the edited job's, then whichever the admin picks.
  const [companyName, setCompanyName] = useState('');
  useFreshFormOnOpen(form, open, job ? jobToForm(job) : emptyJobForm(), () =>
    setCompanyName(job?.companyName ?? ''),
  );
  const company = useController({ control: form.control, name: 'companyId' }).field;
  // Registered here rather than inside the JSX, where the field names would read as text to the i18n lint.
  const field = {
    title: form.register('title'),
    location: form.register('location'),
    type: form.register('type'),
    status: form.register('status'),
    skills: form.register('skills'),
    experience: form.register('experience'),
    salary: form.register('salary'),
    flightNumber: form.register('flightNumber'),
    departureTime: form.register('departureTime'),
    expiresAt: form.register('expiresAt'),
    description: form.register('description'),
  };

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: job?.id ?? null, body: toJobBody(values) },
      {
        onSuccess: () => {
          showSuccessToast(job ? t('jobForm.updated') : t('jobForm.created'));
          onOpenChange(false);
        },
        onError: (e) =>
          showDestructiveToast(
            t('common.error'),
            errorMessage(e, job ? t('jobForm.updateFailed') : t('jobForm.createFailed')),
          ),
      },
    ),
  );

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} dirty={form.formState.isDirty}>
      <DialogContent
        className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
        onEscapeKeyDown={keepOpenForListEscape}
      >
        <DialogHeader>
          <DialogTitle>{job ? t('jobForm.editTitle') : t('jobForm.createTitle')}</DialogTitle>
          <DialogDescription>{t('jobForm.required')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field id="job-title" label={t('jobForm.title')} error={errors.title?.message}>
            <Input id="job-title" {...field.title} aria-invalid={!!errors.title} />
          </Field>
          <Field id="job-company" label={t('jobForm.company')} error={errors.companyId?.message}>
            <CompanyCombobox
              id="job-company"
              value={company.value}
              selectedName={companyName}
              onSelect={(picked) => {
                company.onChange(String(picked.id));
                setCompanyName(picked.name);
              }}
              onBlur={company.onBlur}
              invalid={!!errors.companyId}
              inputRef={company.ref}
            />
          </Field>
          <Field id="job-location" label={t('jobForm.location')} error={errors.location?.message}>
            <Input id="job-location" {...field.location} aria-invalid={!!errors.location} />
          </Field>
          <Field id="job-type" label={t('jobForm.type')}>
            <select id="job-type" className={selectClass} {...field.type}>
              {ADMIN_JOB_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`jobTypes.${type}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="job-status" label={t('jobForm.status')}>
            <select id="job-status" className={selectClass} {...field.status}>
              {JOB_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`jobStatus.${s}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="job-skills" label={t('jobForm.skills')} error={errors.skills?.message}>
            <Input
              id="job-skills"
              placeholder={t('jobForm.skillsPlaceholder')}
              {...field.skills}
              aria-invalid={!!errors.skills}
            />
          </Field>
          <Field id="job-experience" label={t('jobForm.experience')}>
            <Input id="job-experience" {...field.experience} />
          </Field>
          <Field id="job-salary" label={t('jobForm.salary')}>
            <Input id="job-salary" {...field.salary} />
          </Field>
          <Field
            id="job-flight"
            label={t('jobForm.flightNumber')}
            error={errors.flightNumber?.message}
          >
            <Input
              id="job-flight"
              placeholder={t('jobForm.flightNumberPlaceholder')}
              {...field.flightNumber}
              aria-invalid={!!errors.flightNumber}
            />
          </Field>
          <Field
            id="job-departure"
            label={t('jobForm.departureTime')}
            error={errors.departureTime?.message}
          >
            <Input
              id="job-departure"
              placeholder="14:30"
              {...field.departureTime}
              aria-invalid={!!errors.departureTime}
            />
          </Field>
          <Field id="job-expires" label={t('jobForm.expiresAt')}>
            <Input id="job-expires" type="date" {...field.expiresAt} />
          </Field>
          <div className="sm:col-span-2">
            <Field
              id="job-description"
              label={t('jobForm.description')}
              error={errors.description?.message}
            >
              <Textarea
                id="job-description"
                rows={4}
                {...field.description}
                aria-invalid={!!errors.description}
              />
            </Field>
          </div>
          <div className="grid gap-2 sm:col-span-2">
            <JobTranslationFields
              register={
                form.register as unknown as Parameters<typeof JobTranslationFields>[0]['register']
              }
              labels={{
                summary: (language) => t('jobForm.translation.summary', { language }),
                hint: t('jobForm.translation.hint'),
                field: (name, language) =>
                  t('jobForm.translation.field', {
                    field: t(`jobForm.translation.fields.${name}`),
                    language,
                  }),
              }}
            />
            {errors.translations ? (
              <p role="alert" className="text-xs text-status-closed">
                {errors.translations.message}
              </p>
            ) : null}
          </div>
          <div className="flex justify-end gap-2 sm:col-span-2">
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
              {job ? t('jobForm.update') : t('jobForm.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </FormDialog>
  );
}
