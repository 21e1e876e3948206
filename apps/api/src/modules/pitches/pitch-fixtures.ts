import type { CandidatePitch } from '@takeoff/shared/pitches';
import { signUp, type SignedIn, type TestContext } from '../../test/harness';

export const VIDEO_ID = 'dQw4w9WgXcQ';
export const validPitch = (over: Record<string, unknown> = {}) => ({
  title: 'Senior Backend Engineer',
  skills: ['TypeScript', 'PostgreSQL'],
  youtubeLink: `https://www.youtube.com/watch?v=${VIDEO_ID}`,
  ...over,
});

/** The candidate's pitch, created through the API if it does not exist yet. */
export async function pitchOf(
  ctx: TestContext,
  who: SignedIn,
  over: Record<string, unknown> = {},
): Promise<CandidatePitch> {
  const created = await ctx.http
    .post('/api/candidate-pitches')
    .set(who.auth)
    .send(validPitch(over));
  if (created.status === 201) return created.body as CandidatePitch;
  if (created.status !== 409)
    throw new Error(`pitch create failed: ${created.status} ${JSON.stringify(created.body)}`);
  const own = await ctx.http.get('/api/candidate-pitches').set(who.auth);
  return (own.body as { items: CandidatePitch[] }).items[0]!;
}

/** A fresh candidate with a fresh pitch (for rows that consume the pitch). */
export async function freshPitch(ctx: TestContext, over: Record<string, unknown> = {}) {
  const candidate = await signUp(ctx, 'candidate', 'Zelda Quartermaine');
  return { candidate, pitch: await pitchOf(ctx, candidate, over) };
}
