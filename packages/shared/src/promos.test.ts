import { describe, expect, it } from 'vitest';
import {
  RECORDING,
  SaveCompanyPromoRequest,
  cameraConstraints,
  classifyCameraError,
  mediaReferenceFromVideoUrl,
  pickRecordingMimeType,
  videoFileProblem,
} from './promos';

describe('pickRecordingMimeType', () => {
  it('prefers vp9, then vp8, then webm, then mp4', () => {
    const all = new Set<string>(RECORDING.mimeTypes);
    expect(pickRecordingMimeType((t) => all.has(t))).toBe('video/webm;codecs=vp9');
    all.delete('video/webm;codecs=vp9');
    expect(pickRecordingMimeType((t) => all.has(t))).toBe('video/webm;codecs=vp8');
    all.delete('video/webm;codecs=vp8');
    expect(pickRecordingMimeType((t) => all.has(t))).toBe('video/webm');
    all.delete('video/webm');
    expect(pickRecordingMimeType((t) => all.has(t))).toBe('video/mp4');
    expect(pickRecordingMimeType(() => false)).toBeNull();
  });
});

describe('recording constants and camera', () => {
  it('records up to 180 s, 120 s by default, after a 3 s countdown', () => {
    expect(RECORDING).toMatchObject({
      maxSeconds: 180,
      defaultSeconds: 120,
      countdownSeconds: 3,
      frameRate: 30,
    });
  });

  it('asks for 1280×720 on desktop and 720×480 on mobile, at 30 fps', () => {
    const desktop = cameraConstraints('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0');
    expect(desktop.video).toEqual({
      width: { ideal: 1280 },
      height: { ideal: 720 },
      frameRate: { ideal: 30 },
    });
    const mobile = cameraConstraints(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
    );
    expect(mobile.video).toEqual({
      width: { ideal: 720 },
      height: { ideal: 480 },
      frameRate: { ideal: 30 },
    });
  });

  it('classifies camera errors', () => {
    expect(classifyCameraError('NotAllowedError')).toBe('denied');
    expect(classifyCameraError('NotFoundError')).toBe('denied');
    expect(classifyCameraError('NotReadableError')).toBe('in-use');
    expect(classifyCameraError('AbortError')).toBe('other');
  });
});

describe('promo input', () => {
  it('requires exactly three questions', () => {
    expect(
      SaveCompanyPromoRequest.safeParse({ videoUrl: null, questions: ['a', 'b'] }).success,
    ).toBe(false);
    expect(
      SaveCompanyPromoRequest.safeParse({ videoUrl: null, questions: ['a', 'b', 'c', 'd'] })
        .success,
    ).toBe(false);
    expect(
      SaveCompanyPromoRequest.safeParse({ videoUrl: null, questions: ['a', 'b', 'c'] }).success,
    ).toBe(true);
    // Three non-blank questions: a blank or whitespace-only one is refused, naming it.
    const blank = SaveCompanyPromoRequest.safeParse({
      videoUrl: null,
      questions: ['a', '   ', 'c'],
    });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.path).toEqual(['questions', 1]);
  });

  it('reads a media key or id from the forms the SPA and the seeds send', () => {
    const key = '0123456789abcdef0123456789abcdef';
    expect(mediaReferenceFromVideoUrl(`/api/media/${key}`)).toEqual({ accessKey: key });
    expect(mediaReferenceFromVideoUrl(`http://localhost:3000/api/media/${key}`)).toEqual({
      accessKey: key,
    });
    expect(mediaReferenceFromVideoUrl('9')).toEqual({ id: 9 });
    expect(mediaReferenceFromVideoUrl('0')).toBeNull();
    expect(mediaReferenceFromVideoUrl('99999999999')).toBeNull();
    // The retired sequential form and anything not a key are not media of ours.
    expect(mediaReferenceFromVideoUrl('/api/media/42')).toBeNull();
    expect(mediaReferenceFromVideoUrl(`/api/media/${key.toUpperCase()}`)).toBeNull();
    expect(mediaReferenceFromVideoUrl('https://evil.example/video.mp4')).toBeNull();
  });
});

describe('promo text', () => {
  it('refuses NUL characters, which Postgres cannot store', () => {
    expect(SaveCompanyPromoRequest.safeParse({ questions: ['a\u0000', 'b', 'c'] }).success).toBe(
      false,
    );
  });
});

describe('videoFileProblem', () => {
  const messages = { invalidType: 'type', tooLarge: 'large' };
  const check = (name: string, size: number) =>
    videoFileProblem({ name, size }, messages, 100, ['mp4', 'webm', 'mov', 'avi']);
  it('accepts the four extensions up to the limit', () => {
    expect(check('clip.MP4', 100)).toBeNull();
    expect(check('a.b.webm', 1)).toBeNull();
    expect(check('x.mov', 5)).toBeNull();
    expect(check('x.avi', 5)).toBeNull();
  });
  it('refuses other names and one byte over', () => {
    expect(check('clip.mkv', 1)).toBe('type');
    expect(check('mp4', 1)).toBe('type');
    expect(check('clip.mp4', 101)).toBe('large');
  });
});
