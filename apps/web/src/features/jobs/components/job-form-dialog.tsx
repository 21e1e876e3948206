import { cloneElement, isValidElement, useEffect, useState } from 'react';
import { useForm, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { Job } from '@takeoff/shared/jobs';
import { COMPANY_JOB_TYPES, DEFAULT_EXPERIENCE, JOB_STATUSES } from '@takeoff/shared/job-constants';
import { MAX_VIDEO_BYTES, VIDEO_EXTENSIONS } from '@takeoff/shared/constants';
import { Button } from '@/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FileInput } from '@/components/ui/file-input';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useCreateJob } from '../api/create-job';
import { useReplaceJobVideo } from '../api/replace-job-video';
import { useUpdateJob } from '../api/update-job';
import { JobTeamFormSchema, teamFieldIssues } from '../lib/job-team-form';
import { useJobTeam } from '../lib/use-job-team';
import { CriteriaFields, InterviewersField } from './job-team-fields';
import { JobTranslationFields, translationDrafts } from '@/components/job-translation-fields';
import { useFreshFormOnOpen } from '@/lib/use-fresh-form';
import { FormDialog } from '@/components/form-dialog';
import { clearDraft, useDraftKey, useFormDraft } from '@/lib/form-draft';
import { t as translate, useT } from '../i18n';

// The team fields (criteria, interviewers) ride along: shown and saved only for owners and recruiters, their defaults pass otherwise.
type FormInput = z.input<typeof JobTeamFormSchema>;
type FormOutput = z.output<typeof JobTeamFormSchema>;

/** The file's extension and size, checked before upload (the server checks the bytes again). */
export function videoProblem(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(VIDEO_EXTENSIONS as readonly string[]).includes(extension))
    return translate('form.videoInvalidType');
  if (file.size > MAX_VIDEO_BYTES) return translate('form.videoTooLarge');
  return null;
}

const selectClass = 'h-10 w-full rounded-md border border-border bg-surface px-3 text-sm';

/** What a job's draft keeps (not the video file, nor the team fields that need the saved job). */
const DRAFT_FIELDS = [
  'title',
  'description',
  'location',
  'type',
  'experience',
  'salary',
  'skills',
  'status',
  'unlisted',
  'translations',
] as const;

/** Post New Job / edit: one dialog, flipping between create and edit. `manageTeam`: owners and recruiters set interviewers and criteria. */
export function JobFormDialog({
  job,
  open,
  onOpenChange,
  manageTeam = false,
}: {
  job: Job | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  manageTeam?: boolean;
}) {
  const { t } = useT();
  const create = useCreateJob();
  const update = useUpdateJob();
  const replaceVideo = useReplaceJobVideo();
  const [video, setVideo] = useState<File | null>(null);
  const [videoError, setVideoError] = useState<string | null>(null);
  // A new job that was posted while its criteria or interviewers were refused: submitting again updates it.
  const [postedJob, setPostedJob] = useState<Job | null>(null);
  const saved = job ?? postedJob;
  const team = useJobTeam(saved?.id ?? null, open, manageTeam);
  const initial: FormInput = {
    title: job?.title ?? '',
    description: job?.description ?? '',
    location: job?.location ?? '',
    type: job?.type ?? 'full-time',
    // The server's stand-in for no experience given shows as the field's placeholder, in the reader's language.
    experience: job && job.experience !== DEFAULT_EXPERIENCE ? job.experience : '',
    salary: job?.salary ?? '',
    skills: job?.skills.join(', ') ?? '',
    status: job?.status ?? 'live',
    unlisted: job?.unlisted ?? false,
    translations: translationDrafts(job?.translations),
    ...team.initial,
  };
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(JobTeamFormSchema) as Resolver<FormInput, unknown, FormOutput>,
    defaultValues: initial,
  });
  useFreshFormOnOpen(form as unknown as UseFormReturn<FormInput>, open, initial, () => {
    setVideo(null);
    setVideoError(null);
    setPostedJob(null);
  });
  // The fields are kept as a draft per person and job in this tab: an accidental close or reload loses nothing.
  const draftKey = useDraftKey(job ? `job-${job.id}` : 'new-job');
  useFormDraft(form as unknown as UseFormReturn<FormInput>, draftKey, open, DRAFT_FIELDS);
  const dirty = form.formState.isDirty || video !== null;
  // The job's criteria and interviewers arrive after the dialog opens: they fill fields nobody has touched yet.
  useEffect(() => {
    if (!form.getFieldState('criteria').isDirty)
      form.resetField('criteria', { defaultValue: team.initial.criteria });
    if (!form.getFieldState('interviewerIds').isDirty)
      form.resetField('interviewerIds', { defaultValue: team.initial.interviewerIds });
  }, [form, team.initial]);
  const errors = form.formState.errors;
  const busy = create.isPending || update.isPending || replaceVideo.isPending || team.busy;

  const submit = form.handleSubmit(async ({ criteria, interviewerIds, ...values }) => {
    if (videoError) return;
    let result: Job;
    try {
      if (saved) {
        result = await update.mutateAsync({ id: saved.id, ...values });
        if (video) await replaceVideo.mutateAsync({ id: saved.id, video });
      } else {
        result = await create.mutateAsync({
          ...values,
          salary: values.salary ?? '',
          skills: values.skills.join(', '),
          unlisted: String(values.unlisted),
          translations: JSON.stringify(values.translations),
          video,
        });
      }
    } catch (error) {
      showDestructiveToast(
        t('error'),
        errorMessage(error, saved ? t('form.updateFailed') : t('form.createFailed')),
      );
      return;
    }
    setVideo(null);
    if (manageTeam) {
      try {
        const before = form.formState.defaultValues;
        await team.save(
          result.id,
          {
            criteria: (before?.criteria ?? []) as typeof criteria,
            interviewerIds: (before?.interviewerIds ?? []) as number[],
          },
          { criteria, interviewerIds },
        );
      } catch (error) {
        if (!saved) setPostedJob(result);
        const issues = teamFieldIssues(error instanceof ApiRequestError ? error.issues : undefined);
        for (const { field: name, message } of issues)
          form.setError(name as Path<FormInput>, { message });
        showDestructiveToast(
          saved ? t('form.savedWithoutTeam') : t('form.postedWithoutTeam'),
          errorMessage(error, t('form.teamFailed')),
        );
        return;
      }
    }
    showSuccessToast(saved ? t('form.updated') : t('form.posted'));
    clearDraft(draftKey);
    onOpenChange(false);
  });

  /** A field's message, including one about an item of a list field (a skill over 40 characters: `skills.3`). */
  const messageOf = (name: keyof FormInput): string | undefined => {
    const error = errors[name] as
      { message?: string } | ({ message?: string } | undefined)[] | undefined;
    if (!error) return undefined;
    if (Array.isArray(error)) {
      const index = error.findIndex((item) => item?.message);
      return index < 0
        ? undefined
        : t('form.skillError', { n: index + 1, message: error[index]!.message });
    }
    return error.message;
  };
  /** A labelled field: the control gets its id, its registration and, when wrong, which message explains it. */
  const field = (name: keyof FormInput, label: string, control: React.ReactNode) => {
    const message = messageOf(name);
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={`job-${name}`}>{label}</Label>
        {/* The field itself says it is wrong, and which message explains it. */}
        {isValidElement<Record<string, unknown>>(control)
          ? cloneElement(control, {
              id: `job-${name}`,
              ...form.register(name),
              'aria-invalid': message ? true : undefined,
              'aria-describedby': message ? `job-${name}-error` : undefined,
            })
          : control}
        {message ? (
          <p role="alert" id={`job-${name}-error`} className="text-sm text-status-closed">
            {message}
          </p>
        ) : null}
      </div>
    );
  };
  // Built outside the JSX below: field names are not words people read.
  const fields = {
    title: field('title', t('form.fields.title'), <Input />),
    location: field('location', t('form.fields.location'), <Input />),
    type: field(
      'type',
      t('form.fields.type'),
      <select className={selectClass}>
        {COMPANY_JOB_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </select>,
    ),
    status: field(
      'status',
      t('form.fields.status'),
      <select className={selectClass}>
        {JOB_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`statuses.${s}`)}
          </option>
        ))}
      </select>,
    ),
    experience: field(
      'experience',
      t('form.fields.experience'),
      <Input placeholder={t('form.experiencePlaceholder')} />,
    ),
    salary: field('salary', t('form.fields.salary'), <Input />),
    skills: field(
      'skills',
      t('form.fields.skills'),
      <Input placeholder={t('form.skillsPlaceholder')} />,
    ),
    description: field('description', t('form.fields.description'), <Textarea rows={4} />),
  };
  const unlisted = form.register('unlisted');

  return (
    <FormDialog open={open} onOpenChange={onOpenChange} dirty={dirty} draftKey={draftKey}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{job ? t('form.editTitle') : t('form.createTitle')}</DialogTitle>
          <DialogDescription>{t('form.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          {fields.title}
          {fields.location}
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.type}
            {fields.status}
            {fields.experience}
            {fields.salary}
          </div>
          {fields.skills}
          {fields.description}
          <JobTranslationFields
            register={
              form.register as unknown as Parameters<typeof JobTranslationFields>[0]['register']
            }
            labels={{
              summary: (language) => t('form.translation.summary', { language }),
              hint: t('form.translation.hint'),
              field: (field, language) =>
                t('form.translation.field', { field: t(`form.fields.${field}`), language }),
            }}
          />
          {errors.translations ? (
            <p role="alert" className="text-sm text-status-closed">
              {t('form.translation.error')}
            </p>
          ) : null}
          <div className="flex items-start gap-2">
            <input
              id="job-unlisted"
              type="checkbox"
              className="mt-1 size-4 accent-primary"
              aria-describedby="job-unlisted-hint"
              {...unlisted}
            />
            <div className="grid gap-0.5">
              <Label htmlFor="job-unlisted">{t('form.unlisted')}</Label>
              <p id="job-unlisted-hint" className="text-xs text-muted-foreground">
                {t('form.unlistedHint')}
              </p>
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="job-departure">{t('form.departure')}</Label>
            <Input
              id="job-departure"
              disabled
              value={job?.departureTime ?? t('form.departureAuto')}
              readOnly
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="job-video">
              {job?.videoUrl ? t('form.replaceVideo') : t('form.video')}
            </Label>
            <FileInput
              id="job-video"
              accept=".mp4,.webm,.mov,.avi,video/*"
              aria-invalid={videoError ? true : undefined}
              aria-describedby={videoError ? 'job-video-hint job-video-error' : 'job-video-hint'}
              onChange={(e) => {
                const file = e.target.files?.[0] ?? null;
                setVideo(file);
                setVideoError(file ? videoProblem(file) : null);
              }}
            />
            <p id="job-video-hint" className="text-xs text-muted-foreground">
              {job?.videoUrl ? t('form.replaceVideoHint') : t('form.videoHint')}
            </p>
            {videoError ? (
              <p role="alert" id="job-video-error" className="text-sm text-status-closed">
                {videoError}
              </p>
            ) : null}
          </div>
          {manageTeam ? (
            <>
              <InterviewersField
                form={form}
                members={team.interviewers}
                loading={team.interviewersLoading}
                loadError={team.loadError}
              />
              <CriteriaFields
                form={form}
                loading={team.criteriaLoading}
                loadError={team.criteriaError}
              />
            </>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('form.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? t('form.saving') : job ? t('form.update') : t('form.post')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </FormDialog>
  );
}
