import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import path from 'node:path';
import type { Request, Response } from 'express';
import { Server, type ServerOptions } from '@tus/server';
import { FileStore } from '@tus/file-store';
import {
  PITCH_VIDEO_ERRORS,
  PITCH_VIDEO_ID_HEADER,
  PITCH_VIDEO_MAX_BYTES,
  PITCH_VIDEO_TYPES,
  PITCH_VIDEO_UPLOAD_KEY,
  PITCH_VIDEO_UPLOAD_PATH,
  PitchVideoSource,
  type PitchVideoUploadStatus,
} from '@takeoff/shared/pitch-videos';
import { instanceName, type Config } from '../../config';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { SNIFF_BYTES, sniffVideoType } from '../../http/upload-sniff';
import { isCandidateConsentWithdrawn } from '../consent/consent-state';
import { keepUpload } from './pitch-videos.service';
import { videoOfUpload } from './pitch-videos.store';

/** An unfinished upload is kept this long after it was created, then cleaned away. */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
const MAX_MB = PITCH_VIDEO_MAX_BYTES / (1024 * 1024);
/** Unfinished uploads live in DATA_DIR/<folder>/<instance> (a file and its .json metadata each). */
export const PITCH_UPLOADS_FOLDER = 'pitch-video-uploads';

/**
 * This instance's folder of unfinished uploads of a kind. One per instance: the tus server's locks are in its
 * process's memory, so two instances sharing a DATA_DIR must never write or clean up one upload; a restarted
 * instance (same INSTANCE_ID, or host and port) finds its unfinished uploads again and resumes them.
 */
export const uploadFolder = (
  config: Pick<Config, 'DATA_DIR' | 'INSTANCE_ID' | 'PORT'>,
  folder: string,
) => path.resolve(config.DATA_DIR, folder, instanceName(config));

/**
 * What differs between the videos uploaded this way (a pitch, an answer to a flight's question): the endpoint, the
 * folder, the metadata accepted at creation and what keeps the finished file. Both throw AppError to refuse.
 */
export interface VideoUploadKind {
  path: string;
  folder: string;
  idHeader: string;
  /** What is uploaded, in the refusal a candidate who withdrew consent reads ("…to upload <noun>"). */
  noun: string;
  /**
   * The place an upload fills, from the metadata `accept` kept: a new upload replaces the candidate's unfinished one
   * of the same place only (the pitch has one; each question of an answer request has its own).
   */
  slotOf(metadata: Record<string, string | null | undefined>): string;
  /** Checks the creation's Upload-Metadata and returns what is kept for the finish (filetype is added). */
  accept(
    actor: SessionUser,
    metadata: Record<string, string | null>,
  ): Promise<Record<string, string>>;
  /** Keeps the finished file (its type read from its bytes); returns the new video's id. */
  keep(
    actor: SessionUser,
    metadata: Record<string, string | null>,
    file: { contentType: string; body: Readable; uploadKey: string | null },
  ): Promise<{ id: number }>;
}

/** The pitch studio's uploads. */
export const pitchUploadKind = (deps: AppDeps): VideoUploadKind => ({
  path: PITCH_VIDEO_UPLOAD_PATH,
  folder: PITCH_UPLOADS_FOLDER,
  idHeader: PITCH_VIDEO_ID_HEADER,
  noun: 'a pitch video',
  slotOf: () => 'pitch',
  accept: async (_actor, metadata) => {
    const source = PitchVideoSource.safeParse(metadata.source);
    if (!source.success)
      throw AppError.badRequest(
        'Upload-Metadata needs source: recorded or uploaded',
        'VALIDATION_FAILED',
      );
    return { source: source.data };
  },
  keep: (actor, metadata, file) =>
    keepUpload(deps, {
      candidateId: actor.partyId,
      source: PitchVideoSource.parse(metadata.source),
      ...file,
    }),
});

/** An AppError from a kind's check, in the shape tus hooks throw. */
const asRefusal = (error: unknown) =>
  error instanceof AppError ? refusal(error.status, error.code, error.message) : error;

/** Upload ids name their candidate (`c<id>-<random>`): ownership is checked without reading the upload. */
export const UPLOAD_ID = /^c(\d{1,10})-[0-9a-f]{32}$/;
const ownedBy = (uploadId: string, candidateId: number) =>
  UPLOAD_ID.exec(uploadId)?.[1] === String(candidateId);

/** What the tus hooks send back as an error: the project's `{code, message}` body (JSON). */
const refusal = (status: number, code: string, message: string, extra: object = {}) => ({
  status_code: status,
  body: JSON.stringify({ code, message, ...extra }),
});

// tus hands its hooks a web Request; the Express request (with the signed-in actor) is behind it.
type TusRequest = Parameters<NonNullable<ServerOptions['onUploadCreate']>>[0];
const actorOf = (req: TusRequest): SessionUser => {
  const node = (req as unknown as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node
    ?.req as Request | undefined;
  if (!node?.actor) throw refusal(401, 'UNAUTHENTICATED', 'Authentication required');
  return node.actor;
};

const ACCEPTED_TYPES = new Set<string>(PITCH_VIDEO_TYPES);

/**
 * Resumable pitch video uploads (tus 1.0, @tus/server with its file store in DATA_DIR): the partial file stays on
 * this instance's disk until complete, then the original moves to the project's Storage (disk or S3) and the
 * processing job is queued. Routes check the caller and ownership first (pitch-videos.routes.ts), then hand the
 * request here.
 */
export class PitchVideoUploads {
  readonly directory: string;
  private readonly store: FileStore;
  private readonly tus: Server;
  private readonly kind: VideoUploadKind;

  constructor(
    private readonly deps: AppDeps,
    kind?: VideoUploadKind,
  ) {
    this.kind = kind ?? pitchUploadKind(deps);
    this.directory = uploadFolder(deps.config, this.kind.folder);
    this.store = new FileStore({
      directory: this.directory,
      expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
    });
    this.tus = new Server({
      path: this.kind.path,
      datastore: this.store,
      maxSize: PITCH_VIDEO_MAX_BYTES,
      relativeLocation: true,
      // Same-origin only: no CORS headers for other sites.
      allowedOrigins: () => false,
      exposedHeaders: [this.kind.idHeader],
      namingFunction: (req) => `c${actorOf(req).partyId}-${randomBytes(16).toString('hex')}`,
      onUploadCreate: async (req, upload) => {
        const kept = await this.kind
          .accept(actorOf(req), upload.metadata ?? {})
          .catch((error: unknown) => {
            throw asRefusal(error);
          });
        await this.dropUnfinished(actorOf(req).partyId, this.kind.slotOf(kept));
        const type = upload.metadata?.filetype ?? '';
        if (!ACCEPTED_TYPES.has(type)) throw unsupportedType();
        const take = await this.takeOf(actorOf(req), upload.metadata?.take);
        // Only what processing needs is kept: the file's name is never written down.
        return { metadata: { ...kept, filetype: type, ...take } };
      },
      onUploadFinish: async (req, upload) => {
        const video = await this.finish(actorOf(req), upload.id, upload.metadata ?? {}).catch(
          (error: unknown) => {
            throw asRefusal(error);
          },
        );
        return { headers: { [this.kind.idHeader]: String(video.id) } };
      },
      onResponseError: (_req, error) => {
        // Our own refusals are already in the project's shape; tus's own (offset mismatch, locks) are wrapped.
        if ('status_code' in error && error.body.startsWith('{')) return error;
        const status = 'status_code' in error ? error.status_code : 500;
        if (status >= 500) {
          this.deps.logger.error({ err: error }, 'pitch video upload failed');
          return refusal(500, 'INTERNAL', 'The upload failed on the server: try again');
        }
        const message = 'body' in error ? error.body.trim() : error.message;
        return refusal(
          status,
          status === 413 ? PITCH_VIDEO_ERRORS.tooLarge : 'UPLOAD_REFUSED',
          message,
        );
      },
    });
  }

  /**
   * POST (creation): the declared length is checked before anything is stored; once the metadata is accepted, the
   * candidate's unfinished upload of the same slot is dropped (one at a time is enough). Expired uploads of anyone
   * are cleaned on the way.
   */
  async create(req: Request, res: Response, actor: SessionUser) {
    if (await isCandidateConsentWithdrawn(this.deps.db, actor.partyId))
      throw AppError.forbidden(
        `You withdrew your consent: give it again to upload ${this.kind.noun}`,
        PITCH_VIDEO_ERRORS.consentWithdrawn,
      );
    const declared = req.headers['upload-length'];
    if (declared === undefined || !/^\d{1,16}$/.test(String(declared)))
      throw new AppError(
        PITCH_VIDEO_ERRORS.lengthRequired,
        400,
        'Upload-Length is required: say how large the video is',
      );
    if (Number(declared) > PITCH_VIDEO_MAX_BYTES) throw tooLarge();
    void this.cleanExpired();
    await this.handle(req, res);
  }

  /** HEAD, PATCH, DELETE on one upload: only its owner's. */
  async resume(req: Request, res: Response, actor: SessionUser, uploadId: string) {
    if (!ownedBy(uploadId, actor.partyId)) throw AppError.notFound('Upload not found');
    await this.handle(req, res);
  }

  /** GET on an upload: its offset and length as JSON (a tus client uses HEAD). */
  async status(actor: SessionUser, uploadId: string): Promise<PitchVideoUploadStatus> {
    if (!ownedBy(uploadId, actor.partyId)) throw AppError.notFound('Upload not found');
    try {
      const upload = await this.store.getUpload(uploadId);
      return { offset: upload.offset, length: upload.size ?? null };
    } catch {
      throw AppError.notFound('Upload not found');
    }
  }

  /** Removes uploads past their expiry; returns how many. */
  async cleanExpired(): Promise<number> {
    try {
      return await this.tus.cleanUpExpiredUploads();
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'pitch video uploads: clean-up failed');
      return 0;
    }
  }

  /** The upload ids on disk (for tests and the clean-up). */
  async uploadIds(): Promise<string[]> {
    const names = await readdir(this.directory).catch(() => [] as string[]);
    return names.filter((n) => UPLOAD_ID.test(n));
  }

  /**
   * The take's id, when the browser sent one: a take already kept is refused (409 with its video's id), so sending
   * it again never makes a second video; the unique index settles two that finish at once (keepUpload).
   */
  private async takeOf(
    actor: SessionUser,
    take: string | null | undefined,
  ): Promise<Record<string, string>> {
    if (take === undefined || take === null) return {};
    if (!PITCH_VIDEO_UPLOAD_KEY.test(take))
      throw refusal(
        400,
        'VALIDATION_FAILED',
        'Upload-Metadata take must be 16-64 letters or digits',
      );
    const kept = await videoOfUpload(this.deps.db, actor.partyId, take);
    if (kept)
      throw refusal(409, PITCH_VIDEO_ERRORS.alreadyUploaded, 'This take is already uploaded', {
        videoId: kept.id,
      });
    return { take };
  }

  private async dropUnfinished(candidateId: number, slot: string) {
    for (const id of await this.uploadIds()) {
      if (!ownedBy(id, candidateId)) continue;
      const upload = await this.store.getUpload(id).catch(() => null);
      if (!upload || this.kind.slotOf(upload.metadata ?? {}) === slot)
        await this.store.remove(id).catch(() => {});
    }
  }

  private async handle(req: Request, res: Response) {
    // tus writes its own answers; an error answer carries the project's JSON body, so it is typed as JSON.
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => Response;
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      if (status < 400) return writeHead(status, ...rest);
      // The web Response tus builds types a text body as text/plain: that header is replaced.
      const headers = rest.map((arg) =>
        Array.isArray(arg)
          ? arg.flatMap((value: unknown, i: number, all: unknown[]) =>
              i % 2 === 1
                ? []
                : String(value).toLowerCase() === 'content-type'
                  ? []
                  : [value, all[i + 1]],
            )
          : arg,
      );
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      return writeHead(status, ...headers);
    }) as Response['writeHead'];
    await this.tus.handle(req, res);
  }

  /**
   * The last byte arrived: the real type is read from the bytes (a file named .mp4 that is no video is refused and
   * nothing is kept), the original goes to storage and the processing job is queued. The partial file goes either way.
   */
  private async finish(
    actor: SessionUser,
    uploadId: string,
    metadata: Record<string, string | null>,
  ) {
    const file = path.join(this.directory, uploadId);
    try {
      const handle = await open(file);
      let head: Buffer;
      try {
        const buffer = Buffer.alloc(SNIFF_BYTES);
        const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
        head = buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
      const sniffed = await sniffVideoType(head);
      if (!sniffed || !ACCEPTED_TYPES.has(sniffed.contentType))
        throw refusal(
          415,
          PITCH_VIDEO_ERRORS.notAVideo,
          'This file is not a video we can play (MP4, WebM or QuickTime)',
          { failure: 'not_a_video' },
        );
      return await this.kind.keep(actor, metadata, {
        contentType: sniffed.contentType,
        body: createReadStream(file),
        uploadKey: metadata.take ?? null,
      });
    } finally {
      await this.store.remove(uploadId).catch(() => {});
    }
  }
}

/**
 * The scheduled clean-up of abandoned uploads of one kind (its `folder`, past UPLOAD_EXPIRY_MS), run by one instance
 * of all: every instance's folder it can see (all of them when DATA_DIR is shared; an instance with a DATA_DIR of its
 * own also cleans its own folder whenever an upload is created), and files of the layout before instance folders.
 * Returns how many went.
 */
export async function cleanExpiredUploads(
  deps: Pick<AppDeps, 'config' | 'logger'>,
  folder: string,
): Promise<number> {
  const root = path.resolve(deps.config.DATA_DIR, folder);
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  const folders = [
    root,
    ...entries.filter((e) => e.isDirectory()).map((e) => path.join(root, e.name)),
  ];
  let removed = 0;
  for (const directory of folders)
    try {
      removed += await new FileStore({
        directory,
        expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
      }).deleteExpired();
    } catch (error) {
      // One instance's folder that cannot be read does not keep the others from being cleaned.
      deps.logger.warn({ err: error, directory }, 'video uploads: clean-up failed');
    }
  return removed;
}

export const tooLarge = () =>
  new AppError(
    PITCH_VIDEO_ERRORS.tooLarge,
    413,
    `The video is larger than ${MAX_MB} MB: record a shorter take or compress it`,
  );

const unsupportedType = () =>
  refusal(415, PITCH_VIDEO_ERRORS.unsupportedType, 'Upload an MP4, WebM or QuickTime (.mov) video');
