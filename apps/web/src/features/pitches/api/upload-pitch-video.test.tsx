import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  PITCH_VIDEO_ID_HEADER,
  PITCH_VIDEO_UPLOAD_KEY,
  PITCH_VIDEO_UPLOAD_PATH,
} from '@takeoff/shared/pitch-videos';
import { apiServer } from '@/test/api-server';
import { renderComponent } from '@/test/render-component';
import { UploadStatus } from '../studio/upload-status';
import { usePitchVideoUpload } from './upload-pitch-video';

// Vitest resolves the package's Node build (its "browser" field is for bundlers): the test uses the browser build,
// XMLHttpRequest and localStorage, as Vite bundles it for the page.
vi.mock(
  'tus-js-client',
  () => import(/* @vite-ignore */ 'tus-js-client/lib.esm/browser/index.js' as string),
);

const TUS = { 'Tus-Resumable': '1.0.0' };

function Harness({ file }: { file: File }) {
  const upload = usePitchVideoUpload();
  const [created, setCreated] = useState<string>('none');
  return (
    <>
      <button
        type="button"
        onClick={() => void upload.start(file, 'uploaded').then((id) => setCreated(String(id)))}
      >
        Send
      </button>
      <UploadStatus
        phase={upload.phase}
        progress={upload.progress}
        error={upload.error}
        onCancel={upload.cancel}
      />
      <output aria-label="created">{created}</output>
    </>
  );
}

const decodeMetadata = (header: string | null) =>
  Object.fromEntries(
    (header ?? '').split(',').map((pair) => {
      const [key, value = ''] = pair.trim().split(' ');
      return [key, atob(value)];
    }),
  );

test('a file goes up over tus with its metadata; the video id comes from the last response', async () => {
  const bytes = new Uint8Array(3000).fill(7);
  const file = new File([bytes], 'pitch.mp4', { type: 'video/mp4' });
  let metadata: Record<string, string> = {};
  let received = 0;
  apiServer.use(
    http.post(PITCH_VIDEO_UPLOAD_PATH, ({ request }) => {
      metadata = decodeMetadata(request.headers.get('Upload-Metadata'));
      expect(request.headers.get('Upload-Length')).toBe('3000');
      return new HttpResponse(null, {
        status: 201,
        headers: { ...TUS, Location: `${PITCH_VIDEO_UPLOAD_PATH}/abc` },
      });
    }),
    http.patch(`${PITCH_VIDEO_UPLOAD_PATH}/abc`, async ({ request }) => {
      received += (await request.arrayBuffer()).byteLength;
      return new HttpResponse(null, {
        status: 204,
        headers: { ...TUS, 'Upload-Offset': String(received), [PITCH_VIDEO_ID_HEADER]: '42' },
      });
    }),
  );
  const { user } = renderComponent(<Harness file={file} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await expect.poll(() => screen.getByLabelText('created').textContent).toBe('42');
  expect(received).toBe(3000);
  expect(metadata).toMatchObject({
    source: 'uploaded',
    filetype: 'video/mp4',
    filename: 'pitch.mp4',
  });
  expect(metadata.take).toMatch(PITCH_VIDEO_UPLOAD_KEY);
});

test('a take the server already kept is that video, not an error and not a second upload', async () => {
  let patches = 0;
  apiServer.use(
    http.post(PITCH_VIDEO_UPLOAD_PATH, () =>
      HttpResponse.json(
        {
          code: 'PITCH_VIDEO_ALREADY_UPLOADED',
          message: 'This take is already uploaded',
          videoId: 44,
        },
        { status: 409, headers: TUS },
      ),
    ),
    http.patch(`${PITCH_VIDEO_UPLOAD_PATH}/:id`, () => {
      patches += 1;
      return new HttpResponse(null, { status: 204, headers: TUS });
    }),
  );
  const file = new File([new Uint8Array(10)], 'take.webm', { type: 'video/webm' });
  const { user } = renderComponent(<Harness file={file} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await expect.poll(() => screen.getByLabelText('created').textContent).toBe('44');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(patches).toBe(0);
});

test('a refusal from the server is said in words and nothing is retried', async () => {
  let attempts = 0;
  apiServer.use(
    http.post(PITCH_VIDEO_UPLOAD_PATH, () => {
      attempts += 1;
      return HttpResponse.json(
        { message: 'Upload too large', code: 'PAYLOAD_TOO_LARGE' },
        { status: 413, headers: TUS },
      );
    }),
  );
  const file = new File([new Uint8Array(10)], 'big.webm', { type: 'video/webm' });
  const { user } = renderComponent(<Harness file={file} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Upload failed: Video file must be smaller than 50MB',
  );
  expect(screen.getByLabelText('created')).toHaveTextContent('null');
  expect(attempts).toBe(1);
});

test('a dropped connection is resumed from the offset the server holds', async () => {
  const file = new File([new Uint8Array(2000).fill(1)], 'pitch.webm', { type: 'video/webm' });
  let patches = 0;
  let heads = 0;
  let received = 0;
  apiServer.use(
    http.post(
      PITCH_VIDEO_UPLOAD_PATH,
      () =>
        new HttpResponse(null, {
          status: 201,
          headers: { ...TUS, Location: `${PITCH_VIDEO_UPLOAD_PATH}/drop` },
        }),
    ),
    http.patch(`${PITCH_VIDEO_UPLOAD_PATH}/drop`, async ({ request }) => {
      patches += 1;
      // The first attempt dies mid-way, as on a phone that loses its signal.
      if (patches === 1) return HttpResponse.error();
      received += (await request.arrayBuffer()).byteLength;
      return new HttpResponse(null, {
        status: 204,
        headers: { ...TUS, 'Upload-Offset': String(received), [PITCH_VIDEO_ID_HEADER]: '43' },
      });
    }),
    http.head(`${PITCH_VIDEO_UPLOAD_PATH}/drop`, () => {
      heads += 1;
      return new HttpResponse(null, {
        status: 200,
        headers: { ...TUS, 'Upload-Offset': String(received), 'Upload-Length': '2000' },
      });
    }),
  );
  const { user } = renderComponent(<Harness file={file} />);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await expect.poll(() => screen.getByLabelText('created').textContent).toBe('43');
  expect(heads).toBeGreaterThanOrEqual(1);
  expect(patches).toBe(2);
  expect(received).toBe(2000);
});
