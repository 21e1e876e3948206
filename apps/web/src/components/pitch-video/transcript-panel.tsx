import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { activeCueIndex, type Cue } from './vtt';

/** 75.4 → '1:15' */
export const clockTime = (seconds: number) => {
  const whole = Math.floor(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

type TranscriptPanelProps = {
  lines: readonly Cue[];
  /** Timed lines seek the video and follow it; a typed transcript is text only. */
  timed: boolean;
  time: number;
  loading: boolean;
  failed: boolean;
  onSeek: (seconds: number) => void;
};

/** The pitch's words, line by line: a click on a line plays from there, and the line playing now is marked. */
export function TranscriptPanel({
  lines,
  timed,
  time,
  loading,
  failed,
  onSeek,
}: TranscriptPanelProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  const active = timed ? activeCueIndex(lines, time) : -1;

  // The line playing stays in view inside the panel (not the page: the panel scrolls, the page does not jump).
  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || !item) return;
    if (item.offsetTop < list.scrollTop || item.offsetTop > list.scrollTop + list.clientHeight)
      list.scrollTop = item.offsetTop - list.clientHeight / 3;
  }, [active]);

  if (loading)
    return <p className="text-sm text-muted-foreground">{t('pitchVideo.loadingTranscript')}</p>;
  if (failed)
    return (
      <p role="alert" className="text-sm text-status-closed">
        {t('pitchVideo.transcriptFailed')}
      </p>
    );
  if (!timed)
    return (
      <section
        aria-label={t('pitchVideo.transcript')}
        className="rounded-lg border border-border p-3 text-sm"
      >
        {lines.map((line) => line.text).join(' ')}
      </section>
    );
  return (
    <ol
      ref={listRef}
      aria-label={t('pitchVideo.transcript')}
      className="relative grid max-h-64 gap-0.5 overflow-y-auto rounded-lg border border-border p-1 text-sm"
    >
      {lines.map((line, index) => (
        <li key={`${line.start}-${index}`} aria-current={index === active ? 'true' : undefined}>
          <button
            type="button"
            onClick={() => onSeek(line.start)}
            className={`flex w-full gap-3 rounded-md px-2 py-1.5 text-left hover:bg-surface-raised focus-visible:outline-2 ${
              index === active ? 'bg-board/15 text-foreground' : 'text-muted-foreground'
            }`}
          >
            <span className="shrink-0 font-mono text-xs text-board">{clockTime(line.start)}</span>
            <span>{line.text}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}
