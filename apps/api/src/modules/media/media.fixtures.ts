import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MediaRef } from '@takeoff/shared/media';
import { recordStoredObject, type MediaDeps } from './media.service';

const box = (type: string, payload: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
};

/** A minimal MP4 of `size` bytes: a real `ftyp` box (brand isom) and an `mdat` box of filler. */
export function minimalMp4(size = 256): Buffer {
  const header = mp4Header(size);
  if (size < header.length) throw new Error(`an MP4 needs at least ${header.length} bytes`);
  return Buffer.concat([header, Buffer.alloc(size - header.length, 0x2a)]);
}

const ftypBox = () =>
  box(
    'ftyp',
    Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41')]),
  );

/** The header of an MP4 of `size` bytes (ftyp + mdat header): stream filler after it to build big files without holding them. */
export function mp4Header(size: number): Buffer {
  const ftyp = ftypBox();
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(size - ftyp.length, 0);
  mdatHeader.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdatHeader]);
}

const ebml = (id: number[], payload: Buffer) =>
  Buffer.concat([Buffer.from(id), Buffer.from([0x80 | payload.length]), payload]);

/** A minimal WebM: an EBML header whose DocType is `webm`, then an empty Segment. */
export function minimalWebm(): Buffer {
  const header = Buffer.concat([
    ebml([0x42, 0x86], Buffer.from([1])), // EBMLVersion
    ebml([0x42, 0xf7], Buffer.from([1])), // EBMLReadVersion
    ebml([0x42, 0xf2], Buffer.from([4])), // EBMLMaxIDLength
    ebml([0x42, 0xf3], Buffer.from([8])), // EBMLMaxSizeLength
    ebml([0x42, 0x82], Buffer.from('webm')), // DocType
    ebml([0x42, 0x87], Buffer.from([4])), // DocTypeVersion
    ebml([0x42, 0x85], Buffer.from([2])), // DocTypeReadVersion
  ]);
  const segment = Buffer.concat([Buffer.from([0x18, 0x53, 0x80, 0x67]), Buffer.from([0x80])]);
  return Buffer.concat([ebml([0x1a, 0x45, 0xdf, 0xa3], header), segment]);
}

/** Stores a small video owned by `ownerId` straight through storage and the service (no HTTP). */
export async function storeTestVideo(
  deps: MediaDeps,
  ownerId: number,
  bytes = minimalMp4(),
): Promise<MediaRef> {
  const key = `media/job_video/${randomUUID()}.mp4`;
  const stored = await deps.storage.put(key, Readable.from([bytes]), 'video/mp4');
  return recordStoredObject(deps, ownerId, 'job_video', stored);
}
