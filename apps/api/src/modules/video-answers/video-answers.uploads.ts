import { and, eq } from 'drizzle-orm';
import {
  AnswerUploadMetadata,
  VIDEO_ANSWER_ERRORS,
  VIDEO_ANSWER_UPLOAD_COMPLETE_MINUTES,
  VIDEO_ANSWER_UPLOAD_PATH,
  VIDEO_ANSWER_VIDEO_ID_HEADER,
  answerUploadDeadline,
} from '@takeoff/shared/video-answers';
import type { AppDeps } from '../../deps';
import type { Executor } from '../../db/client';
import { pitchVideos } from '../../db/schema/pitch-videos';
import { videoAnswers } from '../../db/schema/video-answers';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { keepUpload } from '../pitch-videos/pitch-videos.service';
import { storageKeysOf } from '../pitch-videos/pitch-videos.store';
import type { VideoUploadKind } from '../pitch-videos/pitch-videos.uploads';
import { afterAnswer } from './video-answers.candidate';
import { lockRequest } from './video-answers.requests';
import { requestById } from './video-answers.store';

const tooLate = () =>
  AppError.conflict(
    'This answer arrived after the time for it (thinking time, answer time and a short grace): it was not accepted',
    VIDEO_ANSWER_ERRORS.tooLate,
  );

/** The candidate's own request and the current take of the question; every rule of a take's clock. */
async function openTake(
  exec: Executor,
  actor: SessionUser,
  metadata: AnswerUploadMetadata,
  lock: boolean,
) {
  const request = lock
    ? await lockRequest(exec, metadata.requestId)
    : await requestById(exec, metadata.requestId);
  if (!request || request.candidateId !== actor.partyId)
    throw AppError.notFound('Video answers not found');
  if (metadata.question >= request.questions.length)
    throw new AppError(VIDEO_ANSWER_ERRORS.unknownQuestion, 404, 'There is no such question');
  const [answer] = await exec
    .select()
    .from(videoAnswers)
    .where(
      and(
        eq(videoAnswers.requestId, request.id),
        eq(videoAnswers.questionIndex, metadata.question),
      ),
    );
  if (!answer) throw AppError.conflict('Start this question first', VIDEO_ANSWER_ERRORS.notStarted);
  return { request, answer };
}

type AnswerUploadMetadata = ReturnType<typeof AnswerUploadMetadata.parse>;

function parseMetadata(metadata: Record<string, string | null>): AnswerUploadMetadata {
  const parsed = AnswerUploadMetadata.safeParse(metadata);
  if (!parsed.success)
    throw AppError.badRequest(
      'Upload-Metadata needs requestId, question (its index) and source (recorded or uploaded)',
      'VALIDATION_FAILED',
    );
  return parsed.data;
}

/** Unfinished answer uploads, apart from the pitch studio's (DATA_DIR/<folder>/<instance>). */
export const ANSWER_UPLOADS_FOLDER = 'video-answer-uploads';

/**
 * Answer uploads through the pitch studio's tus server and processing: the creation must come within the take's
 * clock (thinking + answer + grace) and before the deadline; the finish within the completion window, for the same
 * take. The video then replaces the question's previous answer (whose files go).
 */
export const answerUploadKind = (deps: AppDeps): VideoUploadKind => ({
  path: VIDEO_ANSWER_UPLOAD_PATH,
  folder: ANSWER_UPLOADS_FOLDER,
  idHeader: VIDEO_ANSWER_VIDEO_ID_HEADER,
  noun: 'an answer video',
  // An answer still uploading is kept when the next question's starts.
  slotOf: (metadata) => `${metadata.requestId}/${metadata.question}`,
  accept: async (actor, raw) => {
    const metadata = parseMetadata(raw);
    const { request, answer } = await openTake(deps.db, actor, metadata, false);
    const now = Date.now();
    if (now > request.deadlineAt.getTime())
      throw AppError.conflict(
        'The deadline for these answers has passed: no answer is accepted any more',
        VIDEO_ANSWER_ERRORS.deadlinePassed,
      );
    if (now > answerUploadDeadline(answer.takeStartedAt.getTime(), request)) throw tooLate();
    if (metadata.source === 'uploaded' && !request.allowUpload)
      throw AppError.forbidden(
        'This company asks for answers recorded here: uploading a file is not allowed',
        VIDEO_ANSWER_ERRORS.uploadNotAllowed,
      );
    return {
      requestId: String(request.id),
      question: String(metadata.question),
      source: metadata.source,
      // The take is known by its start (a take recorded again after failed processing is not counted). Not named
      // `take`: that is the studio's upload key, which a browser may send and which would overwrite it.
      takeAt: String(answer.takeStartedAt.getTime()),
      createdAt: String(now),
    };
  },
  keep: async (actor, raw, file) => {
    const metadata = parseMetadata(raw);
    const createdAt = Number(raw.createdAt);
    if (Date.now() > createdAt + VIDEO_ANSWER_UPLOAD_COMPLETE_MINUTES * 60_000) throw tooLate();
    const takeAt = raw.takeAt ? Number(raw.takeAt) : null;
    return keepUpload(deps, {
      candidateId: actor.partyId,
      source: metadata.source,
      purpose: 'answer',
      contentType: file.contentType,
      body: file.body,
      // One take finished twice is one video; the key is per request, question and take, never the studio's.
      uploadKey:
        takeAt === null ? null : `answer-${metadata.requestId}-${metadata.question}-${takeAt}`,
      attach: async (tx, video) => {
        const { request, answer } = await openTake(tx, actor, metadata, true);
        // A retake started meanwhile: this upload belongs to a take that is over. (An upload created before
        // `takeAt` existed carries the take's count in `take`.)
        const current =
          takeAt === null
            ? answer.takes === Number(raw.take)
            : answer.takeStartedAt.getTime() === takeAt;
        if (!current) throw tooLate();
        await tx
          .update(videoAnswers)
          .set({ videoId: video.id, submittedAt: new Date(), updatedAt: new Date() })
          .where(
            and(
              eq(videoAnswers.requestId, request.id),
              eq(videoAnswers.questionIndex, metadata.question),
            ),
          );
        const replaced =
          answer.videoId === null
            ? []
            : await tx.delete(pitchVideos).where(eq(pitchVideos.id, answer.videoId)).returning();
        await afterAnswer(deps, tx, request);
        return replaced.flatMap(storageKeysOf);
      },
    });
  },
});
