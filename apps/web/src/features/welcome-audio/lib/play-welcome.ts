import { publicLocale } from '@/lib/public-i18n';
import { t } from '../i18n';
import { CHIME_HZ, WELCOME_VOICE, WELCOME_VOICE_LANG } from './welcome-rules';

const TONE_SECONDS = 0.22;

/** The 800 Hz → 600 Hz chime; resolves when it has finished. */
async function playChime(): Promise<void> {
  const context = new AudioContext();
  if (context.state === 'suspended') await context.resume().catch(() => undefined);
  CHIME_HZ.forEach((hz, index) => {
    const start = context.currentTime + index * TONE_SECONDS;
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = hz;
    gain.gain.setValueAtTime(0.2, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + TONE_SECONDS);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + TONE_SECONDS);
  });
  await new Promise((resolve) => window.setTimeout(resolve, CHIME_HZ.length * TONE_SECONDS * 1000));
  void context.close();
}

/** Chime, then 'Welcome On Board' in the chosen language and the seeds' voice settings. Errors (autoplay, no voices) are swallowed. */
export async function playWelcome(): Promise<void> {
  try {
    await playChime();
    const utterance = new SpeechSynthesisUtterance(t('text'));
    utterance.lang = WELCOME_VOICE_LANG[publicLocale()];
    utterance.rate = WELCOME_VOICE.rate;
    utterance.pitch = WELCOME_VOICE.pitch;
    utterance.volume = WELCOME_VOICE.volume;
    window.speechSynthesis.cancel();
    window.speechSynthesis.speak(utterance);
  } catch {
    // Audio is a nicety: a blocked or broken audio stack must not disturb the page.
  }
}
