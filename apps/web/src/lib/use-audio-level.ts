import { useEffect, useState } from 'react';

/**
 * The microphone's loudness, 0–1, from an AnalyserNode on the camera's stream: the candidate sees the meter
 * move when they speak, before they record. Null when there is no audio track (or no Web Audio).
 */
export function useAudioLevel(stream: MediaStream | null): number | null {
  const [level, setLevel] = useState(0);
  const hasAudio =
    (stream?.getAudioTracks().length ?? 0) > 0 && typeof window.AudioContext === 'function';
  useEffect(() => {
    if (!stream || !hasAudio) return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    let last = 0;
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      // About 15 updates a second: enough for a meter, without re-rendering on every frame.
      if (now - last < 66) return;
      last = now;
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      // RMS of speech sits around 0.05–0.3: scaled so normal speech fills most of the bar.
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4));
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      void context.close().catch(() => undefined);
    };
  }, [stream, hasAudio]);
  return hasAudio ? level : null;
}
