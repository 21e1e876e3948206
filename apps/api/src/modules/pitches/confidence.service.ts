import { eq } from 'drizzle-orm';
import type {
  AnalyzeTextRequest,
  LiveAnalysis,
  LiveTranscriptRequest,
} from '@takeoff/shared/confidence';
import type { AppDeps } from '../../deps';
import { liveTranscripts } from '../../db/schema/pitches';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { analyzeTranscript } from './confidence-analyzer';

type Deps = Pick<AppDeps, 'db'>;

// Letters or digits of any script: a Greek transcript has words too.
const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

export function analyzeText(input: AnalyzeTextRequest) {
  if (!hasWords(input.transcript))
    throw AppError.badRequest('The transcript has no words to analyse', 'EMPTY_TRANSCRIPT');
  return analyzeTranscript(input.transcript, input.duration);
}

/** Stores the caller's latest partial transcript (one row per user, last write wins). */
export async function saveLiveTranscript(
  deps: Deps,
  actor: SessionUser,
  input: LiveTranscriptRequest,
) {
  const values = {
    transcript: input.transcript.trim(),
    elapsedSeconds: input.elapsedSeconds,
    updatedAt: new Date(),
  };
  await deps.db
    .insert(liveTranscripts)
    .values({ userId: actor.id, ...values })
    .onConflictDoUpdate({ target: liveTranscripts.userId, set: values });
}

/** The seeds' "simulate" poll: a real analysis of the caller's latest partial transcript. */
export async function liveAnalysis(deps: Deps, actor: SessionUser): Promise<LiveAnalysis> {
  const [row] = await deps.db
    .select()
    .from(liveTranscripts)
    .where(eq(liveTranscripts.userId, actor.id))
    .limit(1);
  if (!row || !hasWords(row.transcript))
    return { available: false, updatedAt: row?.updatedAt.toISOString() ?? null, analysis: null };
  return {
    available: true,
    updatedAt: row.updatedAt.toISOString(),
    analysis: analyzeTranscript(row.transcript, row.elapsedSeconds || null),
  };
}

export async function clearLiveTranscript(deps: Deps, actor: SessionUser) {
  await deps.db.delete(liveTranscripts).where(eq(liveTranscripts.userId, actor.id));
}
