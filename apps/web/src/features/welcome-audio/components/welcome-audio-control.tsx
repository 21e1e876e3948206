import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Volume2, VolumeX } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { playWelcome } from '../lib/play-welcome';
import { isWelcomeAudioSupported, shouldPlayWelcome, WELCOME_KEYS } from '../lib/welcome-rules';
import { useT } from '../i18n';

function readFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function writeFlag(key: string, value: boolean) {
  try {
    window.localStorage.setItem(key, String(value));
  } catch {
    // Storage disabled: the flag lasts for this page only.
  }
}

const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

const subscribeToNothing = () => () => undefined;

/** Whether this browser can speak; false in the prerendered HTML and while React attaches to it, then the truth. */
function useWelcomeAudioSupported() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => isWelcomeAudioSupported(window),
    () => false,
  );
}

/** Landing-page announcement: plays once per browser after the first interaction; mute remembered; test replays. */
export function WelcomeAudioControl() {
  const { t } = useT();
  const supported = useWelcomeAudioSupported();
  const [muted, setMuted] = useState(
    () => typeof window !== 'undefined' && readFlag(WELCOME_KEYS.muted),
  );
  const interacted = useRef(false);

  const playIfDue = useCallback(
    (isMuted: boolean) => {
      if (
        !shouldPlayWelcome({
          supported,
          played: readFlag(WELCOME_KEYS.played),
          muted: isMuted,
          interacted: interacted.current,
        })
      )
        return;
      writeFlag(WELCOME_KEYS.played, true);
      void playWelcome();
    },
    [supported],
  );

  useEffect(() => {
    if (!supported) return;
    const onFirst = () => {
      interacted.current = true;
      INTERACTIONS.forEach((type) => window.removeEventListener(type, onFirst));
      playIfDue(readFlag(WELCOME_KEYS.muted));
    };
    INTERACTIONS.forEach((type) => window.addEventListener(type, onFirst, { passive: true }));
    return () => INTERACTIONS.forEach((type) => window.removeEventListener(type, onFirst));
  }, [supported, playIfDue]);

  if (!supported) return null;

  const toggleMute = () => {
    const next = !muted;
    setMuted(next);
    writeFlag(WELCOME_KEYS.muted, next);
    if (next) window.speechSynthesis.cancel();
    else playIfDue(false);
  };

  return (
    <div
      className="inline-flex items-center gap-2 rounded-full border border-border bg-surface/95 p-1"
      data-testid="welcome-audio"
    >
      <button
        type="button"
        data-slot="button"
        className={buttonVariants({ variant: 'ghost', size: 'pill' })}
        onClick={() => void playWelcome()}
      >
        <Volume2 aria-hidden /> {t('text')}
      </button>
      <button
        type="button"
        data-slot="button"
        className={buttonVariants({ variant: 'ghost', size: 'icon-pill' })}
        onClick={toggleMute}
        aria-pressed={muted}
        aria-label={muted ? t('unmute') : t('mute')}
      >
        {muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
      </button>
    </div>
  );
}
