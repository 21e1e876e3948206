import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerViaApi } from './support/accounts';
import { screenshotForPeople } from './support/screenshots';

// The whole studio against the real server: the tus upload, the ffmpeg processing job on pg-boss, the socket event
// that tells the page, the media routes, and captions from the speech-to-text service (the config's stand-in,
// e2e/support/transcription-server.mjs, says SPOKEN for every video).
const SPOKEN = 'Hello, I am ready for take-off.';
const MEDIA = /^\/api\/pitch-videos\/media\/[^/]+\/video$/;
const POSTER = /^\/api\/pitch-videos\/media\/[^/]+\/poster$/;

let folder: string;
let mp4: string;
let webm: string;

test.beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'takeoff-pitch-upload-'));
  mp4 = join(folder, 'my-pitch.mp4');
  // A real camera-like file: three seconds of picture and sound, H.264 and AAC.
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=640x360:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=duration=3', '-c:v', 'libx264', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', mp4],
  ]);
  // What a browser records: VP8 and Opus in WebM.
  webm = join(folder, 'my-pitch.webm');
  execFileSync('ffmpeg', [
    ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=640x360:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=duration=3', '-c:v', 'libvpx', '-b:v', '1M'],
    ...['-c:a', 'libopus', '-shortest', webm],
  ]);
});

test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A pitch with a YouTube link, made through the API as the signed-in candidate. */
async function createYoutubePitch(page: Page, baseURL: string) {
  const created = await page.request.post('/api/candidate-pitches', {
    data: {
      title: 'Flight Dispatcher',
      skills: ['Logistics'],
      youtubeLink: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
    },
    headers: { Origin: baseURL },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** The processed pitch plays: the rendition and poster from the media routes, captions from the transcript. */
async function expectProcessedPitchPlays(page: Page) {
  const video = page.getByTestId('pitch-video');
  // Processing a few seconds of video takes seconds; the ffmpeg job shares the machine with the rest of the suite.
  await expect(video).toBeVisible({ timeout: 90_000 });
  const src = new URL((await video.getAttribute('src'))!, page.url());
  expect(src.pathname).toMatch(MEDIA);
  expect(new URL((await video.getAttribute('poster'))!, page.url()).pathname).toMatch(POSTER);
  // The browser really decodes the rendition (not only a URL in the page).
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration), {
      timeout: 20_000,
    })
    .toBeGreaterThan(1);
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(0);
  const poster = await page.request.get(src.pathname.replace(/video$/, 'poster'));
  expect(poster.status()).toBe(200);
  expect(poster.headers()['content-type']).toMatch(/^image\//);

  // Captions: the CC toggle shows the WebVTT track's cue, the transcript lists it.
  await page.getByRole('button', { name: 'CC' }).click();
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) =>
        Array.from(element.textTracks[0]?.cues ?? []).map((cue) => (cue as VTTCue).text),
      ),
    )
    .toEqual([SPOKEN]);
  await page.getByRole('button', { name: 'Transcript', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Transcript' })).toContainText(SPOKEN);
}

test(
  'a candidate records a take, uses it and sees the processed pitch play with captions',
  { tag: '@phone' },
  async ({ page, baseURL }, testInfo) => {
    await registerViaApi(page, 'candidate');
    await createYoutubePitch(page, baseURL!);
    await page.goto('/candidate/pitch');
    const studio = page.getByTestId('pitch-studio');
    await studio.getByRole('tab', { name: 'Record' }).click();
    await studio.getByRole('button', { name: 'Check camera and microphone' }).click();
    await expect(studio.getByLabel('Camera preview')).toBeVisible();
    await studio.getByRole('button', { name: 'Start Recording' }).click();
    await expect(studio.getByTestId('recording-timer')).toHaveText(/^0:0[3-9] \/ 3:00$/, {
      timeout: 15_000,
    });
    await studio.getByRole('button', { name: 'Stop Recording' }).click();
    await studio.getByRole('button', { name: 'Use this take' }).click();
    // One take, one upload: the button is busy at once and stays off once the take is sent.
    await expect(
      studio.getByRole('button', { name: /^(Sending your take…|Take sent)$/ }),
    ).toBeDisabled();
    await expect(studio.getByRole('button', { name: 'Take sent' })).toBeDisabled({
      timeout: 30_000,
    });

    // Uploaded and put on the pitch: the pitch now waits for this video, and says it is being processed.
    await expect(
      page.getByText(
        'Video uploaded. It is being processed; your pitch plays it as soon as it is ready.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/^Processing…/)).toBeVisible();
    await expectProcessedPitchPlays(page);
    await expect(page.getByText(/^Processing…/)).toHaveCount(0);
    await screenshotForPeople(page, {
      path: `e2e/screenshots/pitch-studio-processed-${testInfo.project.name}.png`,
      fullPage: true,
    });
  },
);

test('a new candidate uploads an MP4, saves the pitch and sees it play', async ({ page }) => {
  await registerViaApi(page, 'candidate');
  await page.goto('/candidate/pitch');
  const studio = page.getByTestId('pitch-studio');
  await studio.getByRole('tab', { name: 'Upload' }).click();
  await studio.getByLabel('Video file').setInputFiles(mp4);
  await studio.getByRole('button', { name: 'Upload Video' }).click();
  await expect(page.getByText(/^Processing…/)).toBeVisible();
  // The candidate writes the pitch's details after processing has finished: the ready video is still the one saved.
  await expect(page.getByText(/^Processing…/)).toHaveCount(0, { timeout: 90_000 });

  await page.getByLabel('Professional Title').fill('Ramp Agent');
  await page.getByLabel('Key Skills (comma separated)').fill('Baggage, Safety');
  await page.getByRole('button', { name: 'Save Pitch Info' }).click();
  await expectProcessedPitchPlays(page);
});

test('a WebM upload that drops half-way resumes from the server’s offset and plays', async ({
  page,
}) => {
  const size = statSync(webm).size;
  const patches: { offset: number; bytes: number }[] = [];
  let dropped = false;
  // The first PATCH reaches the server with only its first half, then the connection dies: tus-js-client must ask
  // the server (HEAD) how much it holds and send only the rest.
  await page.route(/\/api\/pitch-videos\/uploads\/[^/]+$/, async (route) => {
    const request = route.request();
    if (request.method() !== 'PATCH') return route.continue();
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    const offset = Number(request.headers()['upload-offset']);
    if (!dropped) {
      dropped = true;
      const half = body.subarray(0, Math.floor(body.length / 2));
      const partial = await route.fetch({ postData: half });
      expect(partial.status()).toBe(204);
      patches.push({ offset, bytes: half.length });
      return route.abort('connectionreset');
    }
    patches.push({ offset, bytes: body.length });
    return route.continue();
  });
  await registerViaApi(page, 'candidate');
  await page.goto('/candidate/pitch');
  const studio = page.getByTestId('pitch-studio');
  await studio.getByRole('tab', { name: 'Upload' }).click();
  await studio.getByLabel('Video file').setInputFiles(webm);
  await studio.getByRole('button', { name: 'Upload Video' }).click();
  await expect(page.getByText(/^Processing…/)).toBeVisible({ timeout: 30_000 });

  // Two PATCHes: the first half, then the rest from where the server stopped; never the whole file twice.
  expect(patches).toHaveLength(2);
  expect(patches[0]).toEqual({ offset: 0, bytes: Math.floor(size / 2) });
  expect(patches[1]).toEqual({ offset: Math.floor(size / 2), bytes: size - Math.floor(size / 2) });

  await expect(page.getByText(/^Processing…/)).toHaveCount(0, { timeout: 90_000 });
  await page.getByLabel('Professional Title').fill('Gate Agent');
  await page.getByLabel('Key Skills (comma separated)').fill('Boarding');
  await page.getByRole('button', { name: 'Save Pitch Info' }).click();
  await expectProcessedPitchPlays(page);
});
