import { useCallback, useState } from 'react';
import { Mic, Save, Square } from 'lucide-react';
import type {
  PitchVideoOwnerView,
  SaveTranscriptRequest,
  TranscriptSegment,
} from '@takeoff/shared/pitch-videos';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';
import { clockTime } from '@/components/pitch-video/transcript-panel';
import { useT } from '../i18n';
import { useSavePitchTranscript } from '../api/save-pitch-transcript';
import { useDictation } from '../components/use-dictation';
import { SEGMENT_MAX, typedSegments } from './typed-segments';

type TranscriptEditorProps = {
  video: PitchVideoOwnerView;
  transcriptionAvailable: boolean;
};

/**
 * The pitch's own words, which mood, confidence and the captions are made from: a timed transcript is corrected
 * line by line (its timings kept); without one, the candidate types or dictates it.
 */
export function TranscriptEditor({ video, transcriptionAvailable }: TranscriptEditorProps) {
  const { t } = useT();
  const transcript = video.transcript;
  const timed =
    transcript !== null && transcript.source !== 'typed' && transcript.segments.length > 0;
  return (
    <section
      className="grid gap-2 rounded-lg border border-dashed border-border p-3"
      aria-labelledby={`transcript-${video.id}`}
    >
      <h3 id={`transcript-${video.id}`} className="text-sm font-semibold">
        {t('studio.transcript.title')}
      </h3>
      {timed ? (
        <TimedTranscript key={video.id} video={video} segments={transcript.segments} />
      ) : (
        <>
          <p className="text-xs text-muted-foreground">
            {transcriptionAvailable && video.state !== 'ready'
              ? t('studio.transcript.pending')
              : transcriptionAvailable
                ? t('studio.transcript.none')
                : t('studio.transcript.noService')}
          </p>
          <TypedTranscript
            key={video.id}
            video={video}
            initial={transcript?.segments.map((segment) => segment.text).join(' ') ?? ''}
          />
        </>
      )}
    </section>
  );
}

function useSave(video: PitchVideoOwnerView) {
  const { t } = useT();
  const save = useSavePitchTranscript();
  const run = (body: SaveTranscriptRequest) =>
    save.mutate(
      { id: video.id, body },
      {
        onSuccess: () => showSuccessToast(t('studio.transcript.saved')),
        onError: (error) =>
          showDestructiveToast(t('error'), errorMessage(error, t('studio.transcript.saveFailed'))),
      },
    );
  return { run, pending: save.isPending };
}

function TimedTranscript({
  video,
  segments,
}: {
  video: PitchVideoOwnerView;
  segments: TranscriptSegment[];
}) {
  const { t } = useT();
  const [texts, setTexts] = useState(() => segments.map((segment) => segment.text));
  const save = useSave(video);
  const edited = segments
    .map((segment, index) => ({ ...segment, text: texts[index]?.trim() ?? '' }))
    .filter((segment) => segment.text.length > 0);
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (edited.length === 0) return;
        save.run({
          source: video.transcript?.source ?? 'service',
          ...(video.transcript?.language ? { language: video.transcript.language } : {}),
          segments: edited,
        });
      }}
    >
      <p className="text-xs text-muted-foreground">{t('studio.transcript.correctHint')}</p>
      <ol className="grid max-h-72 gap-1.5 overflow-y-auto pr-1">
        {segments.map((segment, index) => (
          <li key={`${segment.start}-${index}`} className="flex items-center gap-2">
            <span className="w-10 shrink-0 font-mono text-xs text-board">
              {clockTime(segment.start)}
            </span>
            <Input
              aria-label={t('studio.transcript.lineLabel', { time: clockTime(segment.start) })}
              value={texts[index] ?? ''}
              maxLength={SEGMENT_MAX}
              onChange={(event) =>
                setTexts((all) => all.map((text, at) => (at === index ? event.target.value : text)))
              }
            />
          </li>
        ))}
      </ol>
      <Button
        type="submit"
        size="sm"
        className="justify-self-start"
        disabled={save.pending || edited.length === 0}
      >
        <Save aria-hidden /> {t('studio.transcript.save')}
      </Button>
    </form>
  );
}

function TypedTranscript({ video, initial }: { video: PitchVideoOwnerView; initial: string }) {
  const { t } = useT();
  const [text, setText] = useState(initial);
  const save = useSave(video);
  const finished = useCallback((dictated: string) => setText(dictated), []);
  const dictation = useDictation(finished);
  const segments = typedSegments(text);
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (segments.length === 0) return;
        // Dictated now, after the video was made, it has no timings that match the video: it is a typed one.
        save.run({ source: 'typed', language: currentLocale(), segments });
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={`typed-transcript-${video.id}`}>{t('studio.transcript.typeLabel')}</Label>
        {dictation.supported ? (
          <Button
            type="button"
            size="sm"
            variant={dictation.listening ? 'destructive' : 'outline'}
            onClick={dictation.listening ? dictation.stop : dictation.start}
          >
            {dictation.listening ? <Square aria-hidden /> : <Mic aria-hidden />}
            {dictation.listening ? t('transcript.stop') : t('transcript.dictate')}
          </Button>
        ) : null}
      </div>
      <Textarea
        id={`typed-transcript-${video.id}`}
        rows={4}
        value={dictation.listening ? dictation.text : text}
        readOnly={dictation.listening}
        onChange={(event) => setText(event.target.value)}
      />
      {dictation.error ? (
        <p role="alert" className="text-sm text-status-closed">
          {dictation.error}
        </p>
      ) : null}
      <Button
        type="submit"
        size="sm"
        className="justify-self-start"
        disabled={save.pending || segments.length === 0}
      >
        <Save aria-hidden /> {t('studio.transcript.save')}
      </Button>
    </form>
  );
}
