import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PITCH_VIDEO_ID_HEADER, PITCH_VIDEO_UPLOAD_PATH } from '@takeoff/shared/pitch-videos';
import { instanceName } from '../../config';
import { createTestContext, signUp, type SignedIn, type TestContext } from '../../test/harness';
import { creationHeaders, patchHeaders, testVideo } from './pitch-videos.fixtures';
import { readStored } from './pitch-videos.test-support';
import {
  cleanExpiredUploads,
  PITCH_UPLOADS_FOLDER,
  UPLOAD_EXPIRY_MS,
  uploadFolder,
} from './pitch-videos.uploads';
import { findVideo } from './pitch-videos.store';

// Two API instances on one database and one DATA_DIR (a shared volume), as a multi-instance deployment may run.
let dataDir: string;
let a: TestContext;
let b: TestContext;
const tus = { 'Tus-Resumable': '1.0.0' };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'takeoff-shared-data-'));
  a = await createTestContext({ DATA_DIR: dataDir, INSTANCE_ID: 'api-a' });
  b = await createTestContext({ DATA_DIR: dataDir, INSTANCE_ID: 'api-b' });
});

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const filesIn = async (instance: string) =>
  (await readdir(path.join(dataDir, 'pitch-video-uploads', instance)).catch(() => [])).sort();

/** Creates an upload on `on` and sends its first half; returns where it lives. */
async function halfUpload(on: TestContext, who: SignedIn, bytes: Buffer) {
  const created = await on.http
    .post(PITCH_VIDEO_UPLOAD_PATH)
    .set(who.auth)
    .set(creationHeaders(bytes.length))
    .expect(201);
  const location = created.headers.location as string;
  const half = Math.floor(bytes.length / 2);
  const patched = await on.http
    .patch(location)
    .set(who.auth)
    .set(patchHeaders(0))
    .send(bytes.subarray(0, half))
    .expect(204);
  expect(Number(patched.headers['upload-offset'])).toBe(half);
  return { location, id: location.split('/').pop()!, half };
}

describe('unfinished uploads of two instances sharing a DATA_DIR', () => {
  it('each keeps its own, and a restarted instance resumes its own', async () => {
    const bytes = testVideo();
    const onA = await signUp(a, 'candidate');
    const onB = await signUp(b, 'candidate');
    const first = await halfUpload(a, onA, bytes);
    const second = await halfUpload(b, onB, bytes);

    expect(await filesIn('api-a')).toEqual([first.id, `${first.id}.json`]);
    expect(await filesIn('api-b')).toEqual([second.id, `${second.id}.json`]);
    // Neither instance reads, writes or drops the other's: the tus server's locks are per process.
    expect((await b.http.head(first.location).set(onA.auth).set(tus)).status).toBe(404);
    expect(
      (
        await b.http
          .patch(first.location)
          .set(onA.auth)
          .set(patchHeaders(first.half))
          .send(bytes.subarray(first.half))
      ).status,
    ).toBe(404);
    expect(await filesIn('api-a')).toEqual([first.id, `${first.id}.json`]);

    // Instance A restarts (same INSTANCE_ID, same DATA_DIR): the candidate resumes where the upload stopped.
    const restarted = await createTestContext({ DATA_DIR: dataDir, INSTANCE_ID: 'api-a' });
    const head = await restarted.http.head(first.location).set(onA.auth).set(tus).expect(200);
    expect(Number(head.headers['upload-offset'])).toBe(first.half);
    const rest = await restarted.http
      .patch(first.location)
      .set(onA.auth)
      .set(patchHeaders(first.half))
      .send(bytes.subarray(first.half))
      .expect(204);
    const video = await findVideo(
      restarted.deps.db,
      Number(rest.headers[PITCH_VIDEO_ID_HEADER.toLowerCase()]),
    );
    expect(video).toMatchObject({ candidateId: onA.user.id, state: 'queued' });
    expect((await readStored(restarted.deps, video!.originalKey)).equals(bytes)).toBe(true);
    expect(await filesIn('api-a')).toEqual([]);
    expect(await filesIn('api-b')).toEqual([second.id, `${second.id}.json`]);
    await b.http.delete(second.location).set(onB.auth).set(tus).expect(204);
    expect(await filesIn('api-b')).toEqual([]);
  });

  it("the scheduled clean-up removes every instance's abandoned uploads and the older layout's", async () => {
    const bytes = testVideo();
    const onA = await signUp(a, 'candidate');
    const onB = await signUp(b, 'candidate');
    const stale = await halfUpload(a, onA, bytes);
    const fresh = await halfUpload(b, onB, bytes);
    const age = async (folder: string, id: string) => {
      const meta = path.join(folder, `${id}.json`);
      const upload = JSON.parse(await readFile(meta, 'utf8')) as { creation_date: string };
      upload.creation_date = new Date(Date.now() - UPLOAD_EXPIRY_MS - 60_000).toISOString();
      await writeFile(meta, JSON.stringify(upload));
    };
    await age(uploadFolder(a.deps.config, 'pitch-video-uploads'), stale.id);
    // An upload left by a server from before instance folders, straight in DATA_DIR/pitch-video-uploads.
    const root = path.join(dataDir, 'pitch-video-uploads');
    const legacy = 'c1-0123456789abcdef0123456789abcdef';
    await writeFile(path.join(root, legacy), bytes.subarray(0, 10));
    await writeFile(
      path.join(root, `${legacy}.json`),
      JSON.stringify({ id: legacy, size: bytes.length, offset: 0, metadata: {} }),
    );
    await age(root, legacy);

    expect(await cleanExpiredUploads(b.deps, PITCH_UPLOADS_FOLDER)).toBe(2);
    expect(await filesIn('api-a')).toEqual([]);
    expect(await filesIn('api-b')).toEqual([fresh.id, `${fresh.id}.json`]);
    expect((await readdir(root)).filter((n) => n.startsWith('c1-'))).toEqual([]);
  });
});

describe('instanceName', () => {
  it('is INSTANCE_ID, else the host and port: distinct per process on one machine, the same after a restart', () => {
    expect(instanceName({ INSTANCE_ID: 'api-1', PORT: 3000 }, 'web-7')).toBe('api-1');
    expect(instanceName({ INSTANCE_ID: undefined, PORT: 3001 }, 'web-7')).toBe('web-7-3001');
    expect(instanceName({ INSTANCE_ID: undefined, PORT: 3002 }, 'web-7')).toBe('web-7-3002');
    // Nothing of the host name can leave the uploads folder.
    expect(instanceName({ INSTANCE_ID: undefined, PORT: 3000 }, '../x/y')).toBe('x_y-3000');
  });
});
