import { MediaToolError, runMediaTool } from './ffmpeg';

/** What ffprobe found in a file. */
export interface MediaProbe {
  /** Seconds; null when the container does not say (a browser's WebM recording often does not). */
  durationSeconds: number | null;
  video: { codec: string; width: number; height: number } | null;
  audio: { codec: string } | null;
  /** Container tags (title, artist, encoder…): processing must leave none behind. */
  tags: Record<string, string>;
  formatName: string;
}

interface ProbeJson {
  format?: { duration?: string; format_name?: string; tags?: Record<string, string> };
  streams?: {
    codec_type?: string;
    codec_name?: string;
    width?: number;
    height?: number;
    duration?: string;
    disposition?: { attached_pic?: number };
  }[];
}

/** ffprobe could not read the file as media at all. */
export class UnreadableMedia extends Error {}

/** Streams and duration as JSON from ffprobe; throws UnreadableMedia for a file that is not media. */
export async function probeMedia(
  ffprobe: string,
  file: string,
  timeoutMs: number,
): Promise<MediaProbe> {
  let stdout: string;
  try {
    ({ stdout } = await runMediaTool(
      ffprobe,
      [
        '-v',
        'error',
        '-print_format',
        'json',
        '-show_format',
        '-show_streams',
        '-i',
        `file:${file}`,
      ],
      { tool: 'ffprobe', timeoutMs },
    ));
  } catch (error) {
    if (error instanceof MediaToolError && !error.timedOut && error.stderr)
      throw new UnreadableMedia(error.message);
    throw error;
  }
  const json = JSON.parse(stdout) as ProbeJson;
  const streams = json.streams ?? [];
  // A cover image in an audio file is a "video" stream of one picture: not a video.
  const video = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audio = streams.find((s) => s.codec_type === 'audio');
  const duration = seconds(json.format?.duration) ?? seconds(video?.duration);
  return {
    durationSeconds: duration,
    video:
      video && video.width && video.height
        ? { codec: video.codec_name ?? 'unknown', width: video.width, height: video.height }
        : null,
    audio: audio ? { codec: audio.codec_name ?? 'unknown' } : null,
    tags: json.format?.tags ?? {},
    formatName: json.format?.format_name ?? 'unknown',
  };
}

const seconds = (value: string | undefined) => {
  const n = value === undefined ? NaN : Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
};
