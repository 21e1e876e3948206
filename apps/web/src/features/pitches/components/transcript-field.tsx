import { useCallback } from 'react';
import { Mic, Square } from 'lucide-react';
import { TRANSCRIPT_MAX_LENGTH } from '@takeoff/shared/confidence';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useLiveAnalysis } from '../api/analyze-transcript';
import { useT } from '../i18n';
import { ScoreEvidence } from './score-badges';
import { useDictation } from './use-dictation';

type TranscriptFieldProps = {
  transcript: string;
  duration: string;
  onTranscriptChange: (value: string) => void;
  onDurationChange: (value: string) => void;
};

/** Optional transcript: pasted, or dictated where the browser has speech recognition (with a live analysis). */
export function TranscriptField({
  transcript,
  duration,
  onTranscriptChange,
  onDurationChange,
}: TranscriptFieldProps) {
  const finished = useCallback(
    (text: string, seconds: number) => {
      onTranscriptChange(text);
      onDurationChange(String(seconds));
    },
    [onTranscriptChange, onDurationChange],
  );
  const dictation = useDictation(finished);
  const live = useLiveAnalysis(dictation.listening);
  const analysis = live.data?.analysis;
  const { t } = useT();

  return (
    <div className="grid gap-2 rounded-lg border border-dashed border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor="pitch-transcript">{t('transcript.label')}</Label>
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
      <p className="text-xs text-muted-foreground">
        {dictation.supported ? t('transcript.helpDictate') : t('transcript.help')}
      </p>
      <Textarea
        id="pitch-transcript"
        rows={4}
        maxLength={TRANSCRIPT_MAX_LENGTH}
        value={dictation.listening ? dictation.text : transcript}
        readOnly={dictation.listening}
        onChange={(event) => onTranscriptChange(event.target.value)}
        placeholder={t('transcript.placeholder')}
      />
      <div className="flex items-center gap-2">
        <Label htmlFor="pitch-duration" className="text-xs text-muted-foreground">
          {t('transcript.duration')}
        </Label>
        <Input
          id="pitch-duration"
          type="number"
          min={1}
          max={3600}
          className="h-8 w-24"
          value={duration}
          onChange={(event) => onDurationChange(event.target.value)}
        />
      </div>
      {dictation.error ? <p className="text-sm text-status-closed">{dictation.error}</p> : null}
      {dictation.listening ? (
        <div aria-live="polite" className="rounded-md bg-surface-raised p-2 text-sm">
          {analysis?.evidence.language === 'other' ? (
            <p>
              {t('scores.notAnalysed')} · {t('scores.englishOnly')}
            </p>
          ) : analysis ? (
            <>
              <p className="mb-1 font-mono text-board">
                {t('transcript.live', {
                  mood: analysis.moodScore,
                  confidence: analysis.confidenceScore,
                })}
              </p>
              <ScoreEvidence evidence={analysis.evidence} />
            </>
          ) : (
            <p className="text-muted-foreground">{t('transcript.listening')}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
