/** A short two-beep alarm through the Web Audio API; silently does nothing where audio is unsupported. */
export function playAlarm() {
  const AudioCtor = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (!AudioCtor) return;
  try {
    const context = new AudioCtor();
    [0, 0.35].forEach((offset) => {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = 880;
      gain.gain.setValueAtTime(0.25, context.currentTime + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + offset + 0.3);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(context.currentTime + offset);
      oscillator.stop(context.currentTime + offset + 0.3);
    });
    window.setTimeout(() => void context.close(), 1000);
  } catch {
    // Autoplay policy or a broken audio stack: the visual "Time's up" state is enough.
  }
}
