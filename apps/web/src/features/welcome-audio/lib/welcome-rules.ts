/** Seeds: the voice settings, and the two-tone chime before the text (the catalogue's `text`, 'Welcome On Board' in English). */
export const WELCOME_VOICE = { rate: 0.85, pitch: 0.9, volume: 0.7 } as const;
export const CHIME_HZ = [800, 600] as const;

/** The speech synthesis language for each interface language. */
export const WELCOME_VOICE_LANG = { el: 'el-GR', en: 'en-US' } as const;

export const WELCOME_KEYS = {
  played: 'takeoff.welcome-audio.played.v1',
  muted: 'takeoff.welcome-audio.muted.v1',
} as const;

export type WelcomeFlags = {
  supported: boolean;
  played: boolean;
  muted: boolean;
  interacted: boolean;
};

/** Plays once ever per browser, only after a user interaction, never when muted or unsupported. */
export function shouldPlayWelcome({ supported, played, muted, interacted }: WelcomeFlags): boolean {
  return supported && interacted && !muted && !played;
}

/** The control is shown only where both speech and Web Audio exist. */
export function isWelcomeAudioSupported(
  win:
    | { speechSynthesis?: unknown; AudioContext?: unknown; SpeechSynthesisUtterance?: unknown }
    | undefined,
): boolean {
  return Boolean(win?.speechSynthesis && win.AudioContext && win.SpeechSynthesisUtterance);
}
