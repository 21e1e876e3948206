import { runMediaTool } from './ffmpeg';

/**
 * What ffmpeg makes of a pitch: an MP4 every phone plays, a poster and the audio for speech-to-text. Every input is
 * read as `file:` (so a name is never taken for a protocol) and every output drops the container's metadata.
 */

/** 720p at most, whichever way the phone was held: the short side ≤ 720, the long side ≤ 1280, even, never upscaled. */
const FIT_720P = 'min(1,min(1280/max(iw,ih),720/min(iw,ih)))';
const SCALE = `scale=w='trunc(iw*${FIT_720P}/2)*2':h='trunc(ih*${FIT_720P}/2)*2'`;

const NO_METADATA = ['-map_metadata', '-1', '-map_chapters', '-1', '-fflags', '+bitexact'];

export interface TranscodeOptions {
  /** The input's duration (seconds), for progress. */
  durationSeconds: number;
  timeoutMs: number;
  /** 0–1 as ffmpeg reports its position. */
  onProgress?: (fraction: number) => void;
}

/**
 * H.264 High (level 4.0: every phone since 2012) yuv420p with CRF 23 capped at 2.5 Mbit/s, at most 30 fps; AAC-LC
 * 128k stereo normalised to −16 LUFS (one-pass loudnorm); moov first (+faststart) so playback starts before the end.
 */
export async function transcodeToMp4(
  ffmpeg: string,
  input: string,
  output: string,
  options: TranscodeOptions,
) {
  const onStdout = outTimes((seconds) => {
    if (options.onProgress && options.durationSeconds > 0)
      options.onProgress(Math.min(1, seconds / options.durationSeconds));
  });
  await runMediaTool(
    ffmpeg,
    [
      '-v',
      'error',
      '-y',
      '-i',
      `file:${input}`,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0',
      ...NO_METADATA,
      '-vf',
      `${SCALE},format=yuv420p`,
      '-fpsmax',
      '30',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-maxrate',
      '2500k',
      '-bufsize',
      '5000k',
      '-profile:v',
      'high',
      '-level:v',
      '4.0',
      '-af',
      'loudnorm=I=-16:TP=-1.5:LRA=11',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-ac',
      '2',
      '-ar',
      '48000',
      '-movflags',
      '+faststart',
      '-progress',
      'pipe:1',
      '-nostats',
      '-f',
      'mp4',
      `file:${output}`,
    ],
    { tool: 'ffmpeg', timeoutMs: options.timeoutMs, onStdout },
  );
}

/** One frame `atSeconds` in, as a JPEG of the rendition's size. */
export async function extractPoster(
  ffmpeg: string,
  input: string,
  output: string,
  atSeconds: number,
  timeoutMs: number,
) {
  await runMediaTool(
    ffmpeg,
    [
      '-v',
      'error',
      '-y',
      '-ss',
      atSeconds.toFixed(3),
      '-i',
      `file:${input}`,
      ...NO_METADATA,
      '-frames:v',
      '1',
      '-q:v',
      '3',
      '-f',
      'image2',
      '-c:v',
      'mjpeg',
      `file:${output}`,
    ],
    { tool: 'ffmpeg', timeoutMs },
  );
}

/** 16 kHz mono 16-bit WAV: what speech-to-text models take in, and every service accepts. */
export async function extractSpeechAudio(
  ffmpeg: string,
  input: string,
  output: string,
  timeoutMs: number,
) {
  await runMediaTool(
    ffmpeg,
    [
      '-v',
      'error',
      '-y',
      '-i',
      `file:${input}`,
      '-vn',
      ...NO_METADATA,
      '-ac',
      '1',
      '-ar',
      '16000',
      '-c:a',
      'pcm_s16le',
      '-f',
      'wav',
      `file:${output}`,
    ],
    { tool: 'ffmpeg', timeoutMs },
  );
}

/**
 * The duration of a file whose container does not state it (a browser's WebM recording): the last timestamp found
 * by reading the video stream through without decoding it.
 */
export async function measureDuration(ffmpeg: string, input: string, timeoutMs: number) {
  let last = 0;
  await runMediaTool(
    ffmpeg,
    [
      '-v',
      'error',
      '-i',
      `file:${input}`,
      '-map',
      '0:v:0',
      '-c',
      'copy',
      '-progress',
      'pipe:1',
      '-nostats',
      '-f',
      'null',
      '-',
    ],
    {
      tool: 'ffmpeg',
      timeoutMs,
      onStdout: outTimes((seconds) => (last = seconds)),
    },
  );
  return last > 0 ? last : null;
}

/** `-progress pipe:1` writes key=value lines; out_time_us is the position reached in the output. */
function outTimes(onSeconds: (seconds: number) => void) {
  let buffered = '';
  return (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const match = /^out_time_us=(\d+)/.exec(line);
      if (match) onSeconds(Number(match[1]) / 1e6);
    }
  };
}
