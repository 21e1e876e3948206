import { randomUUID } from 'node:crypto';
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pitchVideos } from '../../db/schema/pitch-videos';
import type { AppDeps } from '../../deps';
import { newAccessKey } from './pitch-videos.service';

/** ffmpeg and ffprobe on PATH (they answer `-version`, not `--version`), or a one-line error saying how to get them. */
export async function requireFfmpeg() {
  for (const tool of ['ffmpeg', 'ffprobe'])
    try {
      await promisify(execFile)(tool, ['-version'], { timeout: 30_000 });
    } catch {
      throw new Error(
        `${tool} is not installed: apt-get install ffmpeg (Debian's package has both tools).`,
      );
    }
}

/** Runs ffmpeg to make a test input; `toPipe` writes through a pipe, as a browser's recorder does (no duration). */
export async function makeInput(args: string[], output: string, toPipe = false) {
  const child = spawn(
    'ffmpeg',
    ['-nostdin', '-v', 'error', '-y', ...args, toPipe ? 'pipe:1' : output],
    {
      stdio: ['ignore', toPipe ? 'pipe' : 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const written = toPipe ? pipeline(child.stdout!, createWriteStream(output)) : Promise.resolve();
  const code = await new Promise<number | null>((resolve) => child.once('close', resolve));
  await written;
  if (code !== 0) throw new Error(`ffmpeg could not make ${output}: ${stderr}`);
  return output;
}

const tone = (seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `sine=frequency=440:sample_rate=48000:duration=${seconds}`,
];
const picture = (size: string, rate: number, seconds: number) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc=size=${size}:rate=${rate}:duration=${seconds}`,
];

/** The inputs the processing tests use, made once in `dir`. */
export async function makeInputs(dir: string) {
  const at = (name: string) => path.join(dir, name);
  return {
    // A browser's recording: VP8/Opus written through a pipe, so the container states no duration.
    webm: await makeInput(
      [
        ...picture('320x240', 15, 2),
        ...tone(2),
        '-metadata',
        'title=Nora Petrou',
        '-c:v',
        'libvpx',
        '-b:v',
        '300k',
        '-c:a',
        'libopus',
        '-f',
        'webm',
      ],
      at('recorded.webm'),
      true,
    ),
    // A phone's portrait video, larger than 720p: scaled to 720×1280.
    mp4: await makeInput(
      [
        ...picture('810x1440', 10, 2),
        ...tone(2),
        '-metadata',
        'title=Nora Petrou',
        '-metadata',
        'artist=Nora Petrou',
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-c:a',
        'aac',
        '-ac',
        '1',
      ],
      at('portrait.mp4'),
    ),
    silent: await makeInput(
      [...picture('160x120', 10, 2), '-c:v', 'libx264', '-preset', 'ultrafast'],
      at('silent.mp4'),
    ),
    // Over the limit: tiny and one frame a second, so it is quick to make.
    long: await makeInput(
      [
        ...picture('64x64', 1, 185),
        ...tone(185),
        '-c:v',
        'libx264',
        '-preset',
        'ultrafast',
        '-c:a',
        'aac',
        '-b:a',
        '16k',
      ],
      at('long.mp4'),
    ),
    text: await writeFile(at('notes.mp4'), 'These are my notes, not a video.\n'.repeat(50)).then(
      () => at('notes.mp4'),
    ),
  };
}

/** A script standing in for ffmpeg that answers `-version` but crashes (SIGSEGV) when asked to transcode. */
export async function crashingFfmpeg(dir: string, realFfmpeg: string) {
  const script = path.join(dir, 'ffmpeg-crashing');
  await writeFile(
    script,
    `#!/bin/sh\nfor arg in "$@"; do [ "$arg" = "-progress" ] && { echo "Segmentation fault in x264" >&2; kill -SEGV $$; }; done\nexec ${realFfmpeg} "$@"\n`,
  );
  await chmod(script, 0o755);
  return script;
}

/** A queued video row with `file` stored as its original, as the upload does it. */
export async function queuedVideo(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  candidateId: number,
  file: string,
  type = 'video/mp4',
) {
  const key = `pitch-videos/${randomUUID()}/original`;
  const stored = await deps.storage.put(key, createReadStream(file), type);
  const [row] = await deps.db
    .insert(pitchVideos)
    .values({
      candidateId,
      source: 'uploaded',
      accessKey: newAccessKey(),
      originalKey: key,
      originalType: type,
      originalBytes: stored.size,
    })
    .returning();
  return row!;
}

export async function readStored(deps: Pick<AppDeps, 'storage'>, key: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of await deps.storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The MP4's top-level boxes in order (ftyp, moov, mdat…): faststart puts moov before mdat. */
export function topLevelBoxes(mp4: Buffer) {
  const boxes: string[] = [];
  for (let at = 0; at + 8 <= mp4.length;) {
    let size = mp4.readUInt32BE(at);
    const type = mp4.toString('latin1', at + 4, at + 8);
    if (size === 1) size = Number(mp4.readBigUInt64BE(at + 8));
    boxes.push(type);
    if (size < 8) break;
    at += size;
  }
  return boxes;
}
