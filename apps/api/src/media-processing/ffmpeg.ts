import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Config } from '../config';

/** Whether this instance can process videos: found at start, reported in the banner and to the studio. */
export interface VideoProcessing {
  available: boolean;
  /** e.g. "5.1.9-0+deb12u1"; null when ffmpeg was not found. */
  ffmpegVersion: string | null;
  ffmpegPath: string | null;
  ffprobePath: string | null;
}

export const VIDEO_PROCESSING_UNAVAILABLE: VideoProcessing = {
  available: false,
  ffmpegVersion: null,
  ffmpegPath: null,
  ffprobePath: null,
};

/** The most of a tool's stderr kept for the failure detail: its last lines say what went wrong. */
const STDERR_LIMIT = 16 * 1024;
/** Only local files and pipes: a crafted input (an HLS playlist, a concat list) cannot make ffmpeg fetch URLs. */
const PROTOCOLS = ['-protocol_whitelist', 'file,pipe'];

export class MediaToolError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'MediaToolError';
  }
}

/** Tools still running: killed when the server exits, so no ffmpeg outlives the job it belonged to. */
const running = new Set<ChildProcess>();
let killOnExit = false;

export interface RunOptions {
  /** ffmpeg also gets `-nostdin` (ffprobe has no such option; both get no stdin at all). */
  tool: 'ffmpeg' | 'ffprobe';
  /** Killed (SIGKILL) after this long. */
  timeoutMs: number;
  /** Each chunk of stdout (ffmpeg's `-progress pipe:1` lines, ffprobe's JSON). */
  onStdout?: (chunk: string) => void;
}

/** Runs ffmpeg or ffprobe without a shell, with no stdin, the protocol allow-list and a time limit. */
export function runMediaTool(
  binary: string,
  args: string[],
  options: RunOptions,
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const leading = options.tool === 'ffmpeg' ? ['-nostdin', ...PROTOCOLS] : PROTOCOLS;
    const child = spawn(binary, [...leading, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: false,
    });
    running.add(child);
    if (!killOnExit) {
      killOnExit = true;
      process.once('exit', () => running.forEach((tool) => tool.kill('SIGKILL')));
    }
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (options.onStdout) options.onStdout(chunk);
      else if (stdout.length < 4 * 1024 * 1024) stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_LIMIT);
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      running.delete(child);
      reject(new MediaToolError(`${path.basename(binary)} could not start: ${error.message}`, ''));
    });
    child.once('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      const name = path.basename(binary);
      if (timedOut)
        reject(new MediaToolError(`${name} ran over ${options.timeoutMs} ms`, stderr, true));
      else if (code === 0) resolve({ stdout, stderr });
      else
        reject(
          new MediaToolError(
            `${name} ${signal ? `was killed by ${signal}` : `exited with ${code}`}: ${lastLine(stderr)}`,
            stderr,
          ),
        );
    });
  });
}

/** The end of the last line: where ffmpeg says what went wrong. */
const lastLine = (text: string) => text.trim().split('\n').at(-1)?.slice(-300) || '(no output)';

/** ffprobe beside a configured ffmpeg (/opt/ffmpeg/bin/ffmpeg → /opt/ffmpeg/bin/ffprobe), else on PATH. */
function ffprobeFor(config: Pick<Config, 'FFMPEG_PATH' | 'FFPROBE_PATH'>) {
  if (config.FFPROBE_PATH) return config.FFPROBE_PATH;
  if (config.FFMPEG_PATH?.includes(path.sep))
    return path.join(path.dirname(config.FFMPEG_PATH), 'ffprobe');
  return 'ffprobe';
}

/** Asks both tools for their version; either missing makes processing unavailable. */
export async function detectVideoProcessing(
  config: Pick<Config, 'FFMPEG_PATH' | 'FFPROBE_PATH'>,
): Promise<VideoProcessing> {
  const ffmpegPath = config.FFMPEG_PATH ?? 'ffmpeg';
  const ffprobePath = ffprobeFor(config);
  const version = (binary: string) =>
    runVersion(binary).catch(() => null as { version: string; path: string } | null);
  const [ffmpeg, ffprobe] = await Promise.all([version(ffmpegPath), version(ffprobePath)]);
  if (!ffmpeg || !ffprobe) return VIDEO_PROCESSING_UNAVAILABLE;
  return {
    available: true,
    ffmpegVersion: ffmpeg.version,
    ffmpegPath: ffmpeg.path,
    ffprobePath: ffprobe.path,
  };
}

/** `-version`'s first line ("ffmpeg version 5.1.9-0+deb12u1 Copyright…") and where the binary is. */
async function runVersion(binary: string) {
  const { stdout } = await new Promise<{ stdout: string }>((resolve, reject) => {
    const child = spawn(binary, ['-version'], {
      stdio: ['ignore', 'pipe', 'ignore'],
      shell: false,
    });
    let out = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.once('error', (error) => (clearTimeout(timer), reject(error)));
    child.once('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout: out });
      else reject(new Error(`${binary} -version exited with ${code}`));
    });
  });
  const match = /version\s+(\S+)/.exec(stdout);
  if (!match) throw new Error(`${binary} -version said no version`);
  return { version: match[1]!, path: await resolveOnPath(binary) };
}

/** The absolute path of a bare name, for the banner (PATH as spawn searches it); a path stays as given. */
async function resolveOnPath(binary: string) {
  if (binary.includes(path.sep)) return path.resolve(binary);
  const { access, constants } = await import('node:fs/promises');
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, binary);
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this directory
    }
  }
  return binary;
}

/** The start banner's line. */
export function describeVideoProcessing(processing: VideoProcessing) {
  return processing.available
    ? `video processing: ffmpeg ${shortVersion(processing.ffmpegVersion)} at ${processing.ffmpegPath}`
    : 'video processing unavailable: ffmpeg not found — videos are served as uploaded';
}

/** "5.1.9-0+deb12u1" → "5.1": the release, not the packaging. */
const shortVersion = (version: string | null) =>
  /^n?(\d+\.\d+)/.exec(version ?? '')?.[1] ?? version ?? 'unknown';
