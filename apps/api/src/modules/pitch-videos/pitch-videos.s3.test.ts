import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeS3Server } from '../../storage/fake-s3-server';
import { S3Storage } from '../../storage/s3-storage';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { validPitch } from '../pitches/pitch-fixtures';
import { storedVideo, testVideo } from './pitch-videos.fixtures';
import { pitchVideoAssetUrl } from './pitch-videos.views';

// The media route with S3 storage: a signed URL of the object instead of the bytes through the API.
const fake = new FakeS3Server();
let storage: S3Storage;
let ctx: TestContext;
let company: SignedIn;

beforeAll(async () => {
  const endpoint = await fake.start();
  const s3 = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'videos',
    S3_ACCESS_KEY_ID: 'test',
    S3_SECRET_ACCESS_KEY: 'test-secret',
    S3_SIGNED_URL_SECONDS: '120',
  };
  storage = new S3Storage({
    ...s3,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: true,
    S3_PUBLIC_ENDPOINT: undefined,
  });
  ctx = await createTestContext(s3, { storage });
  company = await signUp(ctx, 'company', 'Orbit Labs');
});

afterAll(async () => {
  storage?.close();
  await fake.stop();
});

async function livePitch() {
  const candidate = await signUp(ctx, 'candidate');
  const video = await storedVideo(ctx, candidate.user.id, {
    transcript: { source: 'service', segments: [{ start: 0, end: 2, text: 'Hello.' }] },
  });
  const pitch = await ctx.http
    .post('/api/candidate-pitches')
    .set(candidate.auth)
    .send({ ...validPitch(), youtubeLink: undefined, videoId: video.id })
    .expect(201);
  return { candidate, video, pitchId: pitch.body.id as number };
}

describe('pitch video media on S3', () => {
  it('redirects whoever may see it to a short-lived signed URL that streams with ranges', async () => {
    const { candidate, video } = await livePitch();
    const url = pitchVideoAssetUrl(video.accessKey, 'video');
    const bytes = testVideo();
    for (const who of [candidate, company]) {
      const res = await ctx.http.get(url).set(who.auth).expect(302);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const signed = new URL(res.headers.location as string);
      expect(signed.origin).toBe(storage.signedUrlOrigin);
      expect(signed.pathname).toBe(`/videos/${video.renditionKey}`);
      expect(signed.searchParams.get('X-Amz-Expires')).toBe('120');
      const ranged = await fetch(signed, { headers: { Range: 'bytes=0-99' } });
      expect(ranged.status).toBe(206);
      expect(Buffer.from(await ranged.arrayBuffer()).equals(bytes.subarray(0, 100))).toBe(true);
    }
    const poster = await ctx.http
      .get(pitchVideoAssetUrl(video.accessKey, 'poster'))
      .set(company.auth)
      .expect(302);
    expect(new URL(poster.headers.location as string).pathname).toBe(`/videos/${video.posterKey}`);
    // Captions are made from the row, not stored: served by the API as on disk.
    const captions = await ctx.http
      .get(pitchVideoAssetUrl(video.accessKey, 'captions.vtt'))
      .set(company.auth)
      .expect(200);
    expect(captions.text).toContain('Hello.');
    // The page may play from the bucket's origin.
    const csp = String(captions.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`media-src [^;]*${storage.signedUrlOrigin}`));
    expect(csp).toMatch(new RegExp(`img-src [^;]*${storage.signedUrlOrigin}`));
  });

  it('signs nothing for those who may not see it', async () => {
    const { video } = await livePitch();
    const stranger = await signUp(ctx, 'candidate');
    const noTerms = await signUp(ctx, 'company', undefined, { acceptTerms: false });
    for (const [who, asset, status] of [
      [stranger, 'video', 404],
      [company, 'original', 404],
      [noTerms, 'video', 403],
    ] as const) {
      const res = await ctx.http.get(pitchVideoAssetUrl(video.accessKey, asset)).set(who.auth);
      expect(res.status).toBe(status);
      expect(res.headers.location).toBeUndefined();
    }
    expect((await ctx.http.get(pitchVideoAssetUrl(video.accessKey, 'video'))).status).toBe(401);
  });

  it('a signed URL given out does not outlive the pitch', async () => {
    const { candidate, video, pitchId } = await livePitch();
    const url = pitchVideoAssetUrl(video.accessKey, 'video');
    const signed = (await ctx.http.get(url).set(company.auth).expect(302)).headers
      .location as string;
    expect((await fetch(signed)).status).toBe(200);
    await ctx.http.delete(`/api/candidate-pitches/${pitchId}`).set(candidate.auth).expect(204);
    expect((await fetch(signed)).status).toBe(404);
    expect((await ctx.http.get(url).set(company.auth)).status).toBe(404);
    for (const key of [video.originalKey, video.renditionKey!, video.posterKey!])
      expect(fake.objects.has(key)).toBe(false);
  });
});
