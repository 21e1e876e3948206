/**
 * Time to first frame of a Takeoff-hosted pitch on the company grid over a throttled "Fast 4G" connection (issue #39:
 * goal under 1 s). A candidate uploads a real pitch (ffmpeg-made H.264/AAC, BENCH_PITCH_SECONDS long, default 30)
 * through tus, the server processes it (ffmpeg: faststart 720p MP4) and it goes on a pitch; a company then opens
 * /company/candidates in Chromium (CDP network throttling, cache off, a fresh page per run) and presses play on
 * that pitch. Measured, never asserted: run alone with `pnpm --filter @takeoff/web bench:first-frame` (it builds the
 * SPA and starts the API), or from `pnpm --filter @takeoff/web bench`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import { requireChromium } from '../chromium-path';
import { startApi } from './api-server';
import { formatTable } from './format-table';

/** Chrome DevTools' "Fast 4G" preset: 9 Mbps down and 1.5 Mbps up at 90 % use, 165 ms round trip. */
export const FAST_4G = {
  offline: false,
  latency: 60 * 2.75,
  downloadThroughput: ((9 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((1.5 * 1000 * 1000) / 8) * 0.9,
};
const GOAL_MS = 1000;
const PASSWORD = 'bench-first-frame-password';

export interface FirstFrameRun {
  run: number;
  /** cold: nothing cached (a first visit); warm: the SPA's files cached from an earlier visit. */
  cache: 'cold' | 'warm';
  /** From navigation start to the pitch's video element starting to load (the grid is on screen). */
  openToGridMs: number;
  /** From then to the video's metadata: its poster shows and it can play. */
  gridToMetadataMs: number;
  /** From play() to the first frame the browser presents (requestVideoFrameCallback). */
  playToFirstFrameMs: number;
  /** The pitch's own cost: from its element starting to load to its first frame, played as soon as it could. */
  pitchFirstFrameMs: number;
  /** The video's first answer: request sent → headers received (round trip and the API's access check); null from cache. */
  videoWaitMs: number | null;
  /** Bytes of the video received by the first frame (the ranges the browser asked for so far). */
  videoKb: number;
}

export interface FirstFrameResult {
  network: string;
  videoSeconds: number;
  renditionKb: number;
  runs: FirstFrameRun[];
  /** Medians per cache state. */
  medians: Record<'cold' | 'warm', Omit<FirstFrameRun, 'run' | 'cache' | 'videoWaitMs'>>;
  goalMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function api<T>(base: string, method: string, route: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

async function register(base: string, role: 'candidate' | 'company') {
  const email = `bench-first-frame-${role}-${Date.now()}@example.test`;
  const { token } = await api<{ token: string }>(base, 'POST', '/api/auth/register', undefined, {
    email,
    name: role === 'company' ? 'Bench Flight Co' : 'Bench Traveller',
    password: PASSWORD,
    role,
  });
  if (role === 'candidate')
    await api(base, 'POST', '/api/auth/gdpr-consent', token, { consentGiven: true });
  else await api(base, 'POST', '/api/company-consent', token, {});
  return { email, token };
}

/** A candidate's processed pitch video on a pitch; returns its media path and the rendition's size. */
async function publishPitch(base: string, seconds: number) {
  const folder = mkdtempSync(path.join(tmpdir(), 'takeoff-first-frame-'));
  try {
    const file = path.join(folder, 'pitch.mp4');
    // A phone-like 720p30 recording with sound: moving picture, so the encoder does real work.
    execFileSync('ffmpeg', [
      ...[
        '-loglevel',
        'error',
        '-f',
        'lavfi',
        '-i',
        `testsrc2=size=1280x720:rate=30:duration=${seconds}`,
      ],
      ...['-f', 'lavfi', '-i', `sine=frequency=300:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', file],
    ]);
    const bytes = readFileSync(file);
    const candidate = await register(base, 'candidate');
    const auth = { Authorization: `Bearer ${candidate.token}`, 'Tus-Resumable': '1.0.0' };
    const meta = (fields: Record<string, string>) =>
      Object.entries(fields)
        .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
        .join(',');
    const created = await fetch(`${base}/api/pitch-videos/uploads`, {
      method: 'POST',
      headers: {
        ...auth,
        'Upload-Length': String(bytes.length),
        'Upload-Metadata': meta({ source: 'uploaded', filetype: 'video/mp4' }),
      },
    });
    if (created.status !== 201) throw new Error(`tus creation: ${created.status}`);
    const patched = await fetch(new URL(created.headers.get('location')!, base), {
      method: 'PATCH',
      headers: {
        ...auth,
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: bytes,
    });
    const videoId = Number(patched.headers.get('takeoff-pitch-video-id'));
    if (patched.status !== 204 || !videoId) throw new Error(`tus upload: ${patched.status}`);
    // The server's own worker processes it (ffmpeg on this machine).
    const deadline = Date.now() + 15 * 60_000;
    let videoUrl: string | null = null;
    while (!videoUrl) {
      const mine = await api<{
        pending: { state: string; failure: string | null; videoUrl: string | null } | null;
        processingAvailable: boolean;
      }>(base, 'GET', '/api/pitch-videos/mine', candidate.token);
      if (!mine.processingAvailable) throw new Error('the API found no ffmpeg: install ffmpeg');
      if (mine.pending?.state === 'failed')
        throw new Error(`processing failed: ${mine.pending.failure}`);
      if (mine.pending?.state === 'ready') videoUrl = mine.pending.videoUrl;
      else if (Date.now() > deadline) throw new Error('processing took over 15 minutes');
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await api(base, 'POST', '/api/candidate-pitches', candidate.token, {
      title: 'Bench Dispatcher',
      skills: ['Logistics'],
      videoId,
    });
    const rendition = await fetch(`${base}${videoUrl}`, {
      method: 'HEAD',
      headers: { Authorization: `Bearer ${candidate.token}` },
    });
    return { videoUrl, renditionBytes: Number(rendition.headers.get('content-length')) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Opens the grid on a fresh throttled page and plays the pitch as soon as it can; one run's figures. */
async function measureOnce(
  page: Page,
  base: string,
  videoUrl: string,
  run: number,
  cache: 'cold' | 'warm',
): Promise<FirstFrameRun> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: cache === 'cold' });
  await cdp.send('Network.emulateNetworkConditions', FAST_4G);
  let videoBytes = 0;
  const videoRequests = new Set<string>();
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string } }) => {
    if (new URL(event.request.url).pathname === videoUrl) videoRequests.add(event.requestId);
  });
  // The first answer's wait: from the request sent to its headers (the throttle's 165 ms round trip included).
  let videoWaitMs: number | null = null;
  cdp.on(
    'Network.responseReceived',
    (event: {
      requestId: string;
      response: { timing?: { sendEnd: number; receiveHeadersEnd: number } };
    }) => {
      const timing = event.response.timing;
      if (videoRequests.has(event.requestId) && timing && videoWaitMs === null)
        videoWaitMs = timing.receiveHeadersEnd - timing.sendEnd;
    },
  );
  // Media requests stay open while the browser buffers: count what arrived, not what finished.
  cdp.on('Network.dataReceived', (event: { requestId: string; encodedDataLength: number }) => {
    if (videoRequests.has(event.requestId)) videoBytes += event.encodedDataLength;
  });
  // The media events' moments, whenever they come (they do not bubble: caught on the way down).
  await page.addInitScript(() => {
    const marks: Record<string, number> = {};
    (window as unknown as { __media: Record<string, number> }).__media = marks;
    for (const name of ['loadstart', 'loadedmetadata'])
      document.addEventListener(name, () => (marks[name] ??= performance.now()), true);
  });
  await page.goto(`${base}/company/candidates`);
  const video = page.locator(`video[src="${videoUrl}"]`);
  // Newest pitches may not be on the first page of the grid: load more until it shows.
  const deadline = Date.now() + 120_000;
  while ((await video.count()) === 0) {
    if (Date.now() > deadline) throw new Error('the pitch never showed on the company grid');
    const more = page.getByRole('button', { name: 'Load more' });
    if ((await more.count()) > 0 && (await more.isEnabled())) await more.click();
    else await page.waitForTimeout(250);
  }
  // No named functions in the page's code: tsx's helper for their names does not exist there.
  const marks = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<{ loadstart: number; loadedmetadata: number }>((resolve) => {
        const media = (window as unknown as { __media: Record<string, number> }).__media;
        if (element.readyState >= 1)
          resolve({ loadstart: media.loadstart!, loadedmetadata: media.loadedmetadata! });
        else
          element.addEventListener(
            'loadedmetadata',
            () => resolve({ loadstart: media.loadstart!, loadedmetadata: media.loadedmetadata! }),
            { once: true },
          );
      }),
  );
  const playToFirstFrameMs = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve, reject) => {
        element.muted = true;
        const started = performance.now();
        element.requestVideoFrameCallback((now) => resolve(now - started));
        element.play().catch(reject);
      }),
  );
  await cdp.detach();
  const gridToMetadataMs = marks.loadedmetadata - marks.loadstart;
  return {
    run,
    cache,
    openToGridMs: Math.round(marks.loadstart),
    gridToMetadataMs: Math.round(gridToMetadataMs),
    playToFirstFrameMs: Math.round(playToFirstFrameMs),
    pitchFirstFrameMs: Math.round(gridToMetadataMs + playToFirstFrameMs),
    videoWaitMs: videoWaitMs === null ? null : Math.round(videoWaitMs),
    videoKb: Math.round(videoBytes / 1024),
  };
}

/** The whole measurement against a running API that serves the built SPA. */
export async function measurePitchFirstFrame(
  base: string,
  options: { runs?: number; seconds?: number } = {},
): Promise<FirstFrameResult> {
  const seconds = options.seconds ?? Number(process.env.BENCH_PITCH_SECONDS ?? 30);
  const runs = options.runs ?? Number(process.env.BENCH_FIRST_FRAME_RUNS ?? 5);
  const { videoUrl, renditionBytes } = await publishPitch(base, seconds);
  const company = await register(base, 'company');
  const browser = await chromium.launch({ executablePath: requireChromium().executablePath });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // Signed in by cookie, as a browser is after the login form.
    const login = await context.request.post(`${base}/api/auth/login`, {
      data: { email: company.email, password: PASSWORD },
    });
    if (login.status() !== 200) throw new Error(`login: ${login.status()}`);
    const results: FirstFrameRun[] = [];
    for (const cache of ['cold', 'warm'] as const) {
      // Warm: one unmeasured visit fills the cache with the SPA's files first.
      if (cache === 'warm') {
        const priming = await context.newPage();
        await priming.goto(`${base}/company/candidates`);
        await priming.locator('[data-testid="pitch-card"]').first().waitFor();
        await priming.close();
      }
      for (let run = 1; run <= runs; run++) {
        const page = await context.newPage();
        try {
          results.push(await measureOnce(page, base, videoUrl, run, cache));
        } finally {
          await page.close();
        }
      }
    }
    const mediansOf = (cache: 'cold' | 'warm') => {
      const of = results.filter((r) => r.cache === cache);
      const at = (pick: (r: FirstFrameRun) => number) => Math.round(median(of.map(pick)));
      return {
        openToGridMs: at((r) => r.openToGridMs),
        gridToMetadataMs: at((r) => r.gridToMetadataMs),
        playToFirstFrameMs: at((r) => r.playToFirstFrameMs),
        pitchFirstFrameMs: at((r) => r.pitchFirstFrameMs),
        videoKb: at((r) => r.videoKb),
      };
    };
    return {
      network: 'Fast 4G (DevTools preset: 9 Mbps × 0.9 down, 1.5 Mbps × 0.9 up, 165 ms RTT)',
      videoSeconds: seconds,
      renditionKb: Math.round(renditionBytes / 1024),
      runs: results,
      medians: { cold: mediansOf('cold'), warm: mediansOf('warm') },
      goalMs: GOAL_MS,
    };
  } finally {
    await browser.close();
  }
}

export function printFirstFrame(result: FirstFrameResult) {
  console.info(
    `${result.network}; a ${result.videoSeconds} s pitch, rendition ${result.renditionKb} KB`,
  );
  console.info(
    formatTable(
      result.runs.map((r) => ({
        cache: r.cache,
        run: String(r.run),
        'open → grid ms': String(r.openToGridMs),
        'grid → metadata ms': String(r.gridToMetadataMs),
        'play → first frame ms': String(r.playToFirstFrameMs),
        'pitch first frame ms': String(r.pitchFirstFrameMs),
        'video wait ms': r.videoWaitMs === null ? '(cache)' : String(r.videoWaitMs),
        'video KB': String(r.videoKb),
      })),
    ),
  );
  for (const cache of ['cold', 'warm'] as const) {
    const m = result.medians[cache];
    console.info(
      `Median, ${cache} cache: the pitch's first frame ${m.pitchFirstFrameMs} ms from its card (goal under ${
        result.goalMs
      } ms: ${m.pitchFirstFrameMs < result.goalMs ? 'met' : 'NOT MET'}), of which play → first frame ${
        m.playToFirstFrameMs
      } ms; the grid itself ${m.openToGridMs} ms after opening the page`,
    );
  }
}

// Run alone: build the SPA, start the API (PostgreSQL with WEB_BENCH_DATABASE_URL, else embedded), measure.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const appRoot = path.resolve(import.meta.dirname, '..');
  const distDir = process.env.WEB_BENCH_DIST_DIR
    ? path.resolve(process.env.WEB_BENCH_DIST_DIR)
    : path.join(appRoot, 'dist');
  await build({ root: appRoot, logLevel: 'warn', build: { outDir: distDir, manifest: true } });
  const running = await startApi({
    apiRoot: path.resolve(appRoot, '../api'),
    distDir,
    databaseUrl: process.env.WEB_BENCH_DATABASE_URL,
  });
  let code = 0;
  try {
    console.info('=== Time to first frame of a pitch on the company grid ===');
    const result = await measurePitchFirstFrame(running.url);
    printFirstFrame(result);
    const out = path.join(process.cwd(), 'bench-report-first-frame.json');
    writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2));
    console.info(`Report written to ${out}`);
  } catch (error) {
    console.error('The first-frame bench failed:', error);
    code = 1;
  } finally {
    await running.stop();
  }
  process.exit(code);
}
