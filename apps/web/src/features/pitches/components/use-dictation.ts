import { useCallback, useEffect, useRef, useState } from 'react';
import { currentLocale } from '@/lib/i18n';
import { clearLiveTranscript, putLiveTranscript } from '../api/analyze-transcript';
import { t } from '../i18n';
import { dictationErrorKey } from '../lib/dictation-error';

// The Web Speech API is not in TypeScript's DOM types; only what we use is declared.
type RecognitionResultList = ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
type Recognition = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: { results: RecognitionResultList }) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error: string }) => void) | null;
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

const LIVE_PUSH_INTERVAL_MS = 1_000;

/** Browser dictation: collects the transcript and pushes partial text for the live analysis. */
export function useDictation(onFinished: (transcript: string, seconds: number) => void) {
  const supported = typeof window !== 'undefined' && recognitionConstructor() !== null;
  const [listening, setListening] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const startedAt = useRef(0);
  const lastPush = useRef(0);
  const latest = useRef('');

  const stop = useCallback(() => recognition.current?.stop(), []);

  const start = useCallback(() => {
    const Constructor = recognitionConstructor();
    if (!Constructor) return;
    const r = new Constructor();
    r.continuous = true;
    r.interimResults = true;
    // Dictation listens for the interface's language (Greek speech with the Greek interface).
    r.lang = currentLocale() === 'el' ? 'el-GR' : navigator.language || 'en-US';
    startedAt.current = Date.now();
    latest.current = '';
    r.onresult = (event) => {
      const joined = Array.from(event.results, (result) => result[0].transcript)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      latest.current = joined;
      setText(joined);
      const now = Date.now();
      if (now - lastPush.current >= LIVE_PUSH_INTERVAL_MS) {
        lastPush.current = now;
        void putLiveTranscript({
          transcript: joined,
          elapsedSeconds: (now - startedAt.current) / 1000,
        }).catch(() => undefined);
      }
    };
    r.onerror = (event) => {
      const key = dictationErrorKey(event.error);
      if (key) setError(t(`transcript.${key}`));
    };
    r.onend = () => {
      setListening(false);
      recognition.current = null;
      void clearLiveTranscript().catch(() => undefined);
      if (latest.current)
        onFinished(
          latest.current,
          Math.max(1, Math.round((Date.now() - startedAt.current) / 1000)),
        );
    };
    recognition.current = r;
    setError(null);
    setText('');
    setListening(true);
    r.start();
  }, [onFinished]);

  useEffect(() => () => recognition.current?.stop(), []);

  return { supported, listening, text, error, start, stop };
}
