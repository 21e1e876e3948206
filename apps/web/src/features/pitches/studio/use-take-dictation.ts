import { useCallback, useRef, useState } from 'react';
import type { TranscriptSegment } from '@takeoff/shared/pitch-videos';
import { currentLocale } from '@/lib/i18n';

// The Web Speech API is not in TypeScript's DOM types; only what we use is declared.
type ResultList = ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
type Recognition = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: { resultIndex: number; results: ResultList }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
};
type RecognitionConstructor = new () => Recognition;

const recognitionConstructor = (): RecognitionConstructor | null => {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
};

export const dictationLanguage = () => (currentLocale() === 'el' ? 'el-GR' : 'en-US');

/**
 * Dictation during a take: each final phrase of the browser's speech recognition becomes a caption line, timed
 * from the previous phrase's end to the moment this one was recognised (the recogniser gives no word times).
 */
export function useTakeDictation() {
  const supported = typeof window !== 'undefined' && recognitionConstructor() !== null;
  const recognition = useRef<Recognition | null>(null);
  const segments = useRef<TranscriptSegment[]>([]);
  const [lines, setLines] = useState<TranscriptSegment[]>([]);

  const start = useCallback((startedAt: number) => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    segments.current = [];
    setLines([]);
    const r = new Constructor();
    r.continuous = true;
    r.interimResults = false;
    r.lang = dictationLanguage();
    r.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index]!;
        const text = result[0].transcript.trim();
        if (!result.isFinal || !text) continue;
        const end = Math.max(0, (performance.now() - startedAt) / 1000);
        const start = segments.current.at(-1)?.end ?? 0;
        segments.current.push({ start: Math.min(start, end), end, text });
      }
      setLines([...segments.current]);
    };
    r.onend = () => {
      recognition.current = null;
    };
    recognition.current = r;
    try {
      r.start();
    } catch {
      recognition.current = null;
    }
  }, []);

  const stop = useCallback(() => recognition.current?.stop(), []);
  const clear = useCallback(() => {
    segments.current = [];
    setLines([]);
  }, []);

  return { supported, start, stop, clear, lines };
}
