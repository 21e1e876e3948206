import { Suspense, useEffect, useState } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { lazyWithPreload, preloadOnIntent } from '@/lib/lazy-with-preload';
import { Eye, Trash2, User } from 'lucide-react';
import type { CandidatePitch } from '@takeoff/shared/pitches';
import { PROTECTED_PITCH } from '@takeoff/shared/pitch-constants';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useT } from '../i18n';
import { useDeletePitch } from '../api/delete-pitch';
import { useMyPitch } from '../api/get-my-pitch';
import { usePitchStudio, videoInProcessing } from '../api/get-pitch-studio';
import {
  PitchVideoPlayer,
  PlayerFrame,
  preloadPitchPlayers,
  YoutubePlayer,
} from '../components/pitch-media';
import { ConfirmButton } from '@/components/confirm-button';
import { pitchSourceOf } from '../lib/pitch-video';
import { PitchStudio, preloadStudioParts } from '../studio/pitch-studio';
import type { StudioOption } from '../studio/studio-options';

// The form's validation (zod, react-hook-form: about 40 KB gzip) loads beside the page, which draws first.
const PitchForm = lazyWithRetry(async () => ({
  default: (await import('../components/pitch-form')).PitchForm,
}));
// What the page shows only once its data is in (the transcript's editor, the scores, a video's processing) loads
// beside that data; the employer's view when its tab is pointed at, focused or opened.
const TranscriptEditor = lazyWithPreload(async () => ({
  default: (await import('../studio/transcript-editor')).TranscriptEditor,
}));
const ScoreBadges = lazyWithPreload(async () => ({
  default: (await import('../components/score-badges')).ScoreBadges,
}));
const ProcessingStatus = lazyWithPreload(async () => ({
  default: (await import('../studio/processing-status')).ProcessingStatus,
}));
const EmployerPreview = lazyWithPreload(async () => ({
  default: (await import('../components/employer-preview')).EmployerPreview,
}));

export function CandidatePitchPage({ candidateId }: { candidateId: number }) {
  const pitch = useMyPitch();
  const { t } = useT();
  useEffect(() => {
    preloadPitchPlayers();
    TranscriptEditor.preload();
    ScoreBadges.preload();
    ProcessingStatus.preload();
    preloadStudioParts();
  }, []);
  if (pitch.isPending) return <Skeleton className="h-96 w-full" />;
  if (pitch.isError)
    return <p role="alert">{t('failedToFetch', { message: errorMessage(pitch.error, '') })}</p>;
  // Keyed by pitch id so the form resets when the pitch is created or deleted.
  return <PitchEditor key={pitch.data?.id ?? 'new'} pitch={pitch.data} candidateId={candidateId} />;
}

/** The option the studio opens on: the pitch's own kind of video, Record for a first pitch. */
const initialOption = (pitch: CandidatePitch | null): StudioOption => {
  if (!pitch) return 'record';
  const source = pitchSourceOf(pitch);
  if (source === 'recorded') return 'record';
  if (source === 'uploaded') return 'upload';
  return pitch.youtubeLink ? 'youtube' : 'record';
};

function PitchEditor({
  pitch,
  candidateId,
}: {
  pitch: CandidatePitch | null;
  candidateId: number;
}) {
  const [link, setLink] = useState(pitch?.youtubeLink ?? '');
  const [option, setOption] = useState<StudioOption>(() => initialOption(pitch));
  const studio = usePitchStudio();
  const remove = useDeletePitch();
  const { t } = useT();
  const live = studio.data?.live ?? null;
  const pending = studio.data?.pending ?? null;
  const processing = videoInProcessing(studio.data);
  const youtube = option === 'youtube';

  const onDelete = async () => {
    if (!pitch) return;
    try {
      await remove.mutateAsync(pitch.id);
      showSuccessToast(t('texts.deleted'));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === PROTECTED_PITCH)
        showDestructiveToast(t('texts.protectedTitle'), t('texts.protectedBody'));
      else showDestructiveToast(t('error'), t('texts.deleteFailed'));
    }
  };

  return (
    <>
      <PageHeader title={t('page.title')} description={t('studio.pageDescription')} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid min-w-0 content-start gap-6">
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>{t('studio.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              <PitchStudio
                option={option}
                onOptionChange={setOption}
                pitchId={pitch?.id ?? null}
                state={studio.data}
              />
            </CardContent>
          </Card>
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>{t('page.info')}</CardTitle>
            </CardHeader>
            <CardContent>
              <Suspense fallback={<Skeleton className="h-72 w-full" />}>
                <PitchForm
                  pitch={pitch}
                  onLinkChange={setLink}
                  mode={youtube ? 'youtube' : 'video'}
                  takeoffVideos={[live, pending].filter((v) => v !== null)}
                  videoId={
                    pending?.state === 'failed'
                      ? (live?.id ?? null)
                      : (pending?.id ?? live?.id ?? null)
                  }
                />
              </Suspense>
            </CardContent>
          </Card>
        </div>
        <Tabs
          defaultValue="mine"
          className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4"
        >
          <TabsList className="h-auto flex-wrap">
            <TabsTrigger value="mine">
              <User aria-hidden className="size-4" /> {t('page.yourView')}
            </TabsTrigger>
            <TabsTrigger value="preview" {...preloadOnIntent(EmployerPreview)}>
              <Eye aria-hidden className="size-4" /> {t('page.employerPreview')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="mine" className="grid gap-3">
            {!youtube && processing ? (
              <Suspense fallback={null}>
                <ProcessingStatus
                  video={processing.video}
                  hasLive={processing.hasLive}
                  onRecordAgain={() => setOption('record')}
                />
              </Suspense>
            ) : null}
            <Suspense fallback={<PlayerFrame />}>
              {!youtube && live?.videoUrl ? (
                <PitchVideoPlayer
                  video={live}
                  title={t('page.videoTitle')}
                  transcript={live.transcript?.segments ?? null}
                />
              ) : (
                <YoutubePlayer url={youtube ? link : null} title={t('page.videoTitle')} autoLoad />
              )}
            </Suspense>
            <p className="text-sm text-muted-foreground">
              {youtube ? t('page.changeHint') : t('studio.changeHint')}
            </p>
            {!youtube && live ? (
              <Suspense fallback={null}>
                <TranscriptEditor
                  video={live}
                  transcriptionAvailable={studio.data?.transcriptionAvailable ?? false}
                />
              </Suspense>
            ) : null}
            {pitch ? (
              <Suspense fallback={null}>
                <ScoreBadges
                  moodScore={pitch.moodScore}
                  confidenceScore={pitch.confidenceScore}
                  evidence={pitch.evidence}
                />
              </Suspense>
            ) : null}
            {pitch ? (
              <ConfirmButton
                size="default"
                className="justify-self-start"
                title={t('page.deleteTitle')}
                description={t('page.deleteDescription')}
                confirmLabel={t('page.deleteButton')}
                onConfirm={() => void onDelete()}
                disabled={remove.isPending}
              >
                <Trash2 aria-hidden /> {t('page.deleteButton')}
              </ConfirmButton>
            ) : null}
          </TabsContent>
          <TabsContent value="preview">
            <Suspense fallback={<Skeleton className="h-96 w-full" />}>
              <EmployerPreview
                candidateId={candidateId}
                title={pitch?.title ?? ''}
                skills={pitch?.skills ?? []}
                youtubeLink={youtube ? link : ''}
                video={youtube ? null : live}
                createdAt={pitch?.createdAt ?? null}
                durationSeconds={
                  youtube
                    ? (pitch?.evidence?.durationSeconds ?? null)
                    : live?.durationSeconds
                      ? Math.round(live.durationSeconds)
                      : null
                }
              />
            </Suspense>
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}
