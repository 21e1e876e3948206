import { Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Loader2 } from 'lucide-react';
import { TRANSCRIPT_MAX_LENGTH } from '@takeoff/shared/confidence';
import { PitchSkills, PitchTitle, YoutubeLink, type CandidatePitch } from '@takeoff/shared/pitches';
import type { PitchVideoOwnerView } from '@takeoff/shared/pitch-videos';
import { splitSkills } from '@takeoff/shared/pitch-constants';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { flightIntentPath } from '@/lib/flight-intent';
import { useSavePitch } from '../api/save-pitch';
import { TranscriptField } from './transcript-field';
import { t as translate, useT } from '../i18n';
import { fieldErrorText } from '../lib/texts';
import { formatSeconds } from '@/lib/use-camera-recorder';

const ConfirmDialog = lazyWithRetry(() => import('@/components/confirm-dialog'));

/** The shared request rules, with skills typed as one comma-separated text. */
const PitchFormSchema = z.object({
  title: PitchTitle,
  skillsText: z.string().transform(splitSkills).pipe(PitchSkills),
  youtubeLink: YoutubeLink,
  transcript: z.string().trim().max(TRANSCRIPT_MAX_LENGTH),
  duration: z.string().refine((v) => v === '' || (Number(v) > 0 && Number(v) <= 3600), {
    error: () => translate('validation.duration'),
  }),
});
type PitchFormInput = z.input<typeof PitchFormSchema>;

const defaults = (pitch: CandidatePitch | null): PitchFormInput => ({
  title: pitch?.title ?? '',
  skillsText: pitch?.skills.join(', ') ?? '',
  youtubeLink: pitch?.youtubeLink ?? '',
  transcript: pitch?.transcript ?? '',
  duration: pitch?.evidence?.durationSeconds ? String(pitch.evidence.durationSeconds) : '',
});

/** With a recorded or uploaded video the form asks for no link: the studio holds the video and its transcript. */
const VideoPitchFormSchema = PitchFormSchema.extend({
  youtubeLink: z.string(),
  transcript: z.string(),
  duration: z.string(),
});

export function PitchForm({
  pitch,
  onLinkChange,
  mode = 'youtube',
  videoId = null,
  takeoffVideos = [],
}: {
  pitch: CandidatePitch | null;
  onLinkChange: (link: string) => void;
  /** 'video': the pitch plays the studio's video (`videoId`) instead of a YouTube link. */
  mode?: 'youtube' | 'video';
  videoId?: number | null;
  /** The candidate's recorded or uploaded videos: saving the pitch with a link deletes them, so that is asked first. */
  takeoffVideos?: readonly PitchVideoOwnerView[];
}) {
  const save = useSavePitch();
  const navigate = useNavigate();
  const { t } = useT();
  const form = useForm<PitchFormInput, unknown, z.output<typeof PitchFormSchema>>({
    resolver: zodResolver(mode === 'video' ? VideoPitchFormSchema : PitchFormSchema),
    defaultValues: defaults(pitch),
  });
  const { errors } = form.formState;
  const [transcript, duration] = useWatch({
    control: form.control,
    name: ['transcript', 'duration'],
  });

  const submitRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState<z.output<typeof PitchFormSchema> | null>(null);
  // Only an existing pitch's update with a link deletes the studio's videos (the server does it).
  const deletes = mode === 'youtube' && pitch ? takeoffVideos : [];

  // Invalid: each field says its own problem beside it (and the first one takes focus); a "Missing Information"
  // toast on top would say the same twice, or say something false when the fields are filled but wrong.
  const submit = form.handleSubmit(async (values) => {
    if (deletes.length > 0) setConfirming(values);
    else await persist(values);
  });

  const persist = async ({
    title,
    skillsText,
    youtubeLink,
    transcript,
    duration,
  }: z.output<typeof PitchFormSchema>) => {
    if (mode === 'video' && videoId === null) {
      showDestructiveToast(t('error'), t('studio.videoFirst'));
      return;
    }
    try {
      await save.mutateAsync(
        mode === 'video' && videoId !== null
          ? { id: pitch?.id, title, skills: skillsText, videoId }
          : {
              id: pitch?.id,
              title,
              skills: skillsText,
              youtubeLink,
              ...(transcript || pitch?.transcript ? { transcript } : {}),
              ...(duration ? { transcriptDurationSeconds: Number(duration) } : {}),
            },
      );
      showSuccessToast(pitch ? t('texts.updated') : t('texts.saved'));
      // A first pitch made on the way to a flight leads back to that flight, Apply ready.
      const wantedFlight = pitch ? null : flightIntentPath();
      if (wantedFlight) void navigate(wantedFlight);
    } catch (error) {
      showDestructiveToast(
        t('error'),
        errorMessage(error, pitch ? t('texts.updateFailed') : t('texts.createFailed')),
      );
    }
  };

  const field = (id: keyof PitchFormInput, label: string, hint?: string) => (
    <div key={id} className="grid gap-1.5">
      <Label htmlFor={`pitch-${id}`}>{label}</Label>
      <Input
        id={`pitch-${id}`}
        aria-invalid={!!errors[id]}
        {...form.register(
          id,
          id === 'youtubeLink'
            ? { onChange: (e: { target: { value: string } }) => onLinkChange(e.target.value) }
            : {},
        )}
      />
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {errors[id] ? (
        <p role="alert" className="text-sm text-status-closed">
          {fieldErrorText(errors[id]?.message)}
        </p>
      ) : null}
    </div>
  );

  const fields = [
    field('title', t('form.title')),
    field('skillsText', t('form.skills'), t('form.skillsHint')),
    ...(mode === 'youtube' ? [field('youtubeLink', t('form.youtube'), t('form.youtubeHint'))] : []),
  ];

  return (
    <form onSubmit={submit} noValidate aria-label={t('form.ariaLabel')} className="grid gap-4">
      <p className="rounded-lg bg-surface-raised p-3 text-sm">
        {mode === 'video'
          ? t('studio.introVideo')
          : pitch
            ? t('texts.introExisting')
            : t('texts.introNew')}
      </p>
      {fields}
      {mode === 'video' ? null : (
        <TranscriptField
          transcript={transcript}
          duration={duration}
          onTranscriptChange={(v) => form.setValue('transcript', v, { shouldDirty: true })}
          onDurationChange={(v) => form.setValue('duration', v, { shouldDirty: true })}
        />
      )}
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => !open && setConfirming(null)}
            triggerRef={submitRef}
            title={t('studio.switch.title')}
            description={t('studio.switch.description')}
            body={
              <ul className="list-disc pl-5 text-sm">
                {deletes.map((video) => (
                  <li key={video.id}>
                    {t(`studio.switch.item.${video.source}`)}
                    {video.durationSeconds
                      ? ` (${formatSeconds(Math.round(video.durationSeconds))})`
                      : ''}
                    {': '}
                    {t(
                      `studio.switch.state.${video.state === 'ready' ? 'ready' : video.state === 'failed' ? 'failed' : 'processing'}`,
                    )}
                  </li>
                ))}
              </ul>
            }
            confirmLabel={t('studio.switch.confirm')}
            onConfirm={() => void persist(confirming)}
          />
        </Suspense>
      ) : null}
      <Button
        ref={submitRef}
        type="submit"
        size="lg"
        disabled={save.isPending}
        data-tour="record-video"
        className="h-auto min-h-12 whitespace-normal"
      >
        {save.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {pitch ? t('texts.updateButton') : t('texts.saveButton')}
      </Button>
    </form>
  );
}
