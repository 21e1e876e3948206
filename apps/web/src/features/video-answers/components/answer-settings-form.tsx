import { useId, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import {
  SaveFlightAnswerSettingsRequest,
  VIDEO_ANSWER_DEADLINE_DAYS_MAX,
  VIDEO_ANSWER_DEADLINE_DAYS_MIN,
  VIDEO_ANSWER_LENGTH_MAX,
  VIDEO_ANSWER_LENGTH_MIN,
  VIDEO_ANSWER_QUESTION_MAX_LENGTH,
  VIDEO_ANSWER_QUESTIONS_MAX,
  VIDEO_ANSWER_RETAKES_MAX,
  VIDEO_ANSWER_THINKING_MAX,
  VIDEO_ANSWER_THINKING_MIN,
  VIDEO_ANSWER_UNLIMITED,
  type FlightAnswerSettings,
  type VideoAnswerRetakes,
} from '@takeoff/shared/video-answers';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useUnsavedInput } from '@/components/form-dialog';
import { localizeMessage } from '@/lib/api-client';
import { clearDraft, useDraftKey, useDraftState } from '@/lib/form-draft';
import { answerErrorMessage } from '../lib/answer-error';
import { useSaveFlightAnswerSettings } from '../api/save-flight-answer-settings';
import { useT } from '../i18n';

const selectClass = 'h-10 w-full rounded-md border border-border bg-surface px-3 text-sm';
const SOURCES = ['promo', 'own'] as const;
const QUESTIONS_PATH = 'questions';
const RETAKE_CHOICES: VideoAnswerRetakes[] = [
  ...Array.from({ length: VIDEO_ANSWER_RETAKES_MAX + 1 }, (_, n) => n),
  VIDEO_ANSWER_UNLIMITED,
];

/** The form's fields as typed (numbers as the text in their boxes). */
type FormValues = {
  enabled: boolean;
  source: FlightAnswerSettings['questionSource'];
  questions: string[];
  thinking: string;
  length: string;
  retakes: VideoAnswerRetakes;
  deadline: string;
  allowUpload: boolean;
};

const initialValues = (settings: FlightAnswerSettings): FormValues => ({
  enabled: settings.enabled,
  // A company without promo questions starts on the flight's own.
  source: settings.promoQuestions.length === 0 ? 'own' : settings.questionSource,
  questions: settings.ownQuestions.length > 0 ? settings.ownQuestions : [''],
  thinking: String(settings.thinkingSeconds),
  length: String(settings.answerSeconds),
  retakes: settings.retakes,
  deadline: String(settings.deadlineDays),
  allowUpload: settings.allowUpload,
});

/** "Ask for video answers" on a flight: the promo's questions or its own, thinking time, answer length, retakes, deadline. */
export function AnswerSettingsForm({
  settings,
  onSaved,
}: {
  settings: FlightAnswerSettings;
  onSaved: () => void;
}) {
  const { t } = useT();
  const ids = { enabled: useId(), thinking: useId(), length: useId(), retakes: useId() };
  const more = { deadline: useId(), upload: useId(), source: useId() };
  const save = useSaveFlightAnswerSettings();
  // What is changed is kept per flight in this tab until saved or discarded: a closed dialog loses nothing.
  const draftKey = useDraftKey(`answer-settings-${settings.jobId}`);
  const [values, setValues, dirty] = useDraftState(draftKey, initialValues(settings));
  useUnsavedInput(dirty, draftKey);
  const { enabled, source, questions, thinking, length, retakes, deadline, allowUpload } = values;
  const set =
    <K extends keyof FormValues>(name: K) =>
    (value: FormValues[K]) =>
      setValues((current) => ({ ...current, [name]: value }));
  const setQuestions = set('questions');
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});

  const submit = () => {
    const parsed = SaveFlightAnswerSettingsRequest.safeParse({
      enabled,
      questionSource: source,
      questions: source === 'own' ? questions : undefined,
      thinkingSeconds: Number(thinking),
      answerSeconds: Number(length),
      retakes,
      deadlineDays: Number(deadline),
      allowUpload,
    });
    if (!parsed.success) {
      setProblems(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            issue.path.join('.'),
            localizeMessage(issue.message),
          ]),
        ),
      );
      return;
    }
    setProblems({});
    save.mutate(
      { jobId: settings.jobId, input: parsed.data },
      {
        onSuccess: () => {
          clearDraft(draftKey);
          showSuccessToast(t('settings.saved'));
          onSaved();
        },
        onError: (error) =>
          showDestructiveToast(t('error'), answerErrorMessage(error, t('settings.saveFailed'))),
      },
    );
  };

  const problem = (path: string) =>
    problems[path] ? (
      <p role="alert" className="text-sm text-status-closed">
        {problems[path]}
      </p>
    ) : null;
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-center gap-3">
        <Switch id={ids.enabled} checked={enabled} onCheckedChange={set('enabled')} />
        <Label htmlFor={ids.enabled}>{t('settings.enabled')}</Label>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('settings.source')}</legend>
        {SOURCES.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={more.source}
              value={choice}
              checked={source === choice}
              disabled={choice === 'promo' && settings.promoQuestions.length === 0}
              onChange={() => set('source')(choice)}
            />
            {choice === 'promo' ? t('settings.sourcePromo') : t('settings.sourceOwn')}
          </label>
        ))}
        {settings.promoQuestions.length === 0 ? (
          <p className="text-xs text-muted-foreground">{t('settings.noPromoQuestions')}</p>
        ) : null}
      </fieldset>
      {source === 'promo' ? (
        <ol className="grid list-decimal gap-1 pl-5 text-sm" data-testid="promo-questions">
          {settings.promoQuestions.map((question) => (
            <li key={question}>{question}</li>
          ))}
        </ol>
      ) : (
        <div className="grid gap-2">
          {questions.map((question, index) => (
            // The list only grows at its end or loses one by its button: the position is the question's identity.
            <div key={index} className="grid gap-1.5">
              <div className="flex items-center justify-between gap-2">
                <Label htmlFor={`${more.source}-q${index}`}>
                  {t('settings.question', { number: index + 1 })}
                </Label>
                {questions.length > 1 ? (
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    aria-label={t('settings.removeQuestion', { number: index + 1 })}
                    onClick={() => setQuestions(questions.filter((_, at) => at !== index))}
                  >
                    <Trash2 />
                  </Button>
                ) : null}
              </div>
              <Textarea
                id={`${more.source}-q${index}`}
                rows={2}
                maxLength={VIDEO_ANSWER_QUESTION_MAX_LENGTH}
                value={question}
                aria-invalid={problems[`questions.${index}`] !== undefined}
                onChange={(event) =>
                  setQuestions(
                    questions.map((each, at) => (at === index ? event.target.value : each)),
                  )
                }
              />
              {problem(`questions.${index}`)}
            </div>
          ))}
          {problem(QUESTIONS_PATH)}
          {questions.length < VIDEO_ANSWER_QUESTIONS_MAX ? (
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              onClick={() => setQuestions([...questions, ''])}
            >
              <Plus aria-hidden /> {t('settings.addQuestion')}
            </Button>
          ) : null}
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <NumberField
          id={ids.thinking}
          label={t('settings.thinking')}
          value={thinking}
          onChange={set('thinking')}
          min={VIDEO_ANSWER_THINKING_MIN}
          max={VIDEO_ANSWER_THINKING_MAX}
          problem={problems.thinkingSeconds}
        />
        <NumberField
          id={ids.length}
          label={t('settings.answerLength')}
          value={length}
          onChange={set('length')}
          min={VIDEO_ANSWER_LENGTH_MIN}
          max={VIDEO_ANSWER_LENGTH_MAX}
          problem={problems.answerSeconds}
        />
        <div className="grid content-start gap-1.5">
          <Label htmlFor={ids.retakes}>{t('settings.retakes')}</Label>
          <select
            id={ids.retakes}
            className={selectClass}
            value={String(retakes)}
            onChange={(event) =>
              set('retakes')(
                event.target.value === VIDEO_ANSWER_UNLIMITED
                  ? VIDEO_ANSWER_UNLIMITED
                  : Number(event.target.value),
              )
            }
          >
            {RETAKE_CHOICES.map((choice) => (
              <option key={choice} value={String(choice)}>
                {choice === VIDEO_ANSWER_UNLIMITED ? t('unlimited') : choice}
              </option>
            ))}
          </select>
        </div>
        <NumberField
          id={more.deadline}
          label={t('settings.deadlineDays')}
          value={deadline}
          onChange={set('deadline')}
          min={VIDEO_ANSWER_DEADLINE_DAYS_MIN}
          max={VIDEO_ANSWER_DEADLINE_DAYS_MAX}
          problem={problems.deadlineDays}
        />
      </div>
      <div className="flex items-center gap-3">
        <Switch id={more.upload} checked={allowUpload} onCheckedChange={set('allowUpload')} />
        <Label htmlFor={more.upload}>{t('settings.allowUpload')}</Label>
      </div>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? t('settings.saving') : t('settings.save')}
      </Button>
    </form>
  );
}

/** A whole number within the schema's range, with the range said and the schema's complaint under it. */
function NumberField({
  id,
  label,
  value,
  onChange,
  min,
  max,
  problem,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  problem: string | undefined;
}) {
  const { t } = useT();
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={value}
        aria-invalid={problem !== undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="text-xs text-muted-foreground">{t('settings.rangeHint', { min, max })}</p>
      {problem ? (
        <p role="alert" className="text-sm text-status-closed">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
