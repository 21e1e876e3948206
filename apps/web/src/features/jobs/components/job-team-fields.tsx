import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import { Plus, Trash2 } from 'lucide-react';
import type { z } from 'zod';
import { SCORECARD_CRITERIA_MAX, SCORECARD_CRITERIA_MIN } from '@takeoff/shared/scorecards';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { JobTeamFormSchema } from '../lib/job-team-form';
import { useT } from '../i18n';

type TeamForm = UseFormReturn<
  z.input<typeof JobTeamFormSchema>,
  unknown,
  z.output<typeof JobTeamFormSchema>
>;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p role="alert" id={id} className="text-sm text-status-closed">
      {message}
    </p>
  ) : null;
}

/** The organisation's interviewers to tick: they see this job's applicants and score them. */
export function InterviewersField({
  form,
  members,
  loading,
  loadError,
}: {
  form: TeamForm;
  members: { id: number; name: string }[];
  loading: boolean;
  loadError?: string;
}) {
  const { t } = useT();
  const error = form.formState.errors.interviewerIds?.message;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={
        error ? 'job-interviewers-hint job-interviewers-error' : 'job-interviewers-hint'
      }
    >
      <legend className="text-sm font-medium">{t('team.interviewers')}</legend>
      <p id="job-interviewers-hint" className="text-xs text-muted-foreground">
        {t('team.interviewersHint')}
      </p>
      {loadError ? (
        <p className="text-sm text-status-closed">{loadError}</p>
      ) : loading ? (
        <p className="text-sm text-muted-foreground">{t('team.interviewersLoading')}</p>
      ) : members.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans
            t={t}
            i18nKey="team.noInterviewers"
            components={{
              link: (
                <Link
                  to="/company/team"
                  className="text-board underline-offset-2 hover:underline"
                />
              ),
            }}
          />
        </p>
      ) : (
        <Controller
          control={form.control}
          name="interviewerIds"
          render={({ field }) => (
            <ul className="grid gap-2 sm:grid-cols-2">
              {members.map((member) => {
                const id = `job-interviewer-${member.id}`;
                const checked = field.value.includes(member.id);
                return (
                  <li
                    key={member.id}
                    className="relative flex items-center gap-2 rounded-md border border-border px-3 py-2"
                  >
                    <Checkbox
                      id={id}
                      checked={checked}
                      onCheckedChange={(on) =>
                        field.onChange(
                          on === true
                            ? [...field.value, member.id]
                            : field.value.filter((v) => v !== member.id),
                        )
                      }
                    />
                    <Label htmlFor={id} className="min-w-0 flex-1 break-words">
                      {member.name}
                    </Label>
                  </li>
                );
              })}
            </ul>
          )}
        />
      )}
      <FieldError id="job-interviewers-error" message={error} />
    </fieldset>
  );
}

/** The job's scorecard criteria: 3 to 8, each with a name and a description; add, remove, rename, describe. */
export function CriteriaFields({
  form,
  loading,
  loadError,
}: {
  form: TeamForm;
  loading: boolean;
  loadError?: string;
}) {
  // The criteria carry their own `id` (it keeps their scores): the field array keys its rows under another name.
  const { t } = useT();
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: 'criteria',
    keyName: 'key',
  });
  const errors = form.formState.errors.criteria;
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={listError ? 'job-criteria-hint job-criteria-error' : 'job-criteria-hint'}
    >
      <legend className="text-sm font-medium">{t('team.criteria')}</legend>
      <p id="job-criteria-hint" className="text-xs text-muted-foreground">
        {t('team.criteriaHint', { min: SCORECARD_CRITERIA_MIN, max: SCORECARD_CRITERIA_MAX })}
      </p>
      {loadError ? <p className="text-sm text-status-closed">{loadError}</p> : null}
      {loading ? (
        <p className="text-sm text-muted-foreground">{t('team.criteriaLoading')}</p>
      ) : null}
      <ol className="grid gap-3">
        {fields.map((row, index) => {
          const nameError = errors?.[index]?.name?.message;
          const descriptionError = errors?.[index]?.description?.message;
          const base = `job-criterion-${index}`;
          return (
            <li key={row.key} className="grid gap-2 rounded-lg border border-border p-3">
              <div className="flex items-end gap-2">
                <div className="grid min-w-0 flex-1 gap-1.5">
                  <Label htmlFor={`${base}-name`}>{t('team.criterion', { n: index + 1 })}</Label>
                  <Input
                    id={`${base}-name`}
                    maxLength={60}
                    aria-invalid={nameError ? true : undefined}
                    aria-describedby={nameError ? `${base}-name-error` : undefined}
                    {...form.register(`criteria.${index}.name`)}
                  />
                </div>
                <Button
                  size="icon"
                  variant="ghost"
                  disabled={fields.length <= SCORECARD_CRITERIA_MIN}
                  aria-label={t('team.removeCriterion', { n: index + 1 })}
                  title={
                    fields.length <= SCORECARD_CRITERIA_MIN
                      ? t('team.keepAtLeast', { min: SCORECARD_CRITERIA_MIN })
                      : undefined
                  }
                  onClick={() => remove(index)}
                >
                  <Trash2 />
                </Button>
              </div>
              <FieldError id={`${base}-name-error`} message={nameError} />
              <div className="grid gap-1.5">
                <Label htmlFor={`${base}-description`} className="text-xs text-muted-foreground">
                  {t('team.explanation')}{' '}
                  <span className="sr-only">{t('team.explanationOf', { n: index + 1 })}</span>
                </Label>
                <Textarea
                  id={`${base}-description`}
                  rows={2}
                  className="min-h-16"
                  maxLength={300}
                  aria-invalid={descriptionError ? true : undefined}
                  aria-describedby={descriptionError ? `${base}-description-error` : undefined}
                  {...form.register(`criteria.${index}.description`)}
                />
              </div>
              <FieldError id={`${base}-description-error`} message={descriptionError} />
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          variant="outline"
          size="sm"
          disabled={fields.length >= SCORECARD_CRITERIA_MAX}
          onClick={() => append({ name: '', description: '' })}
        >
          <Plus aria-hidden /> {t('team.addCriterion')}
        </Button>
        {fields.length >= SCORECARD_CRITERIA_MAX ? (
          <span className="ml-2 text-xs text-muted-foreground">
            {t('team.mostCriteria', { max: SCORECARD_CRITERIA_MAX })}
          </span>
        ) : null}
      </div>
      <FieldError id="job-criteria-error" message={listError} />
    </fieldset>
  );
}
