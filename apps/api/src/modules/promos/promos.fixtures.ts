import type { CompanyPromo } from '@takeoff/shared/promos';
import type { SignedIn, TestContext } from '../../test/harness';
import { minimalWebm } from '../media/media.fixtures';

/** Uploads a small WebM as `company`'s promo video through the API. */
export async function uploadTestPromo(
  ctx: TestContext,
  company: SignedIn,
  bytes = minimalWebm(),
): Promise<CompanyPromo> {
  const res = await ctx.http
    .post('/api/company-promos/video')
    .set(company.auth)
    .attach('video', bytes, 'promo.webm');
  if (res.status !== 201)
    throw new Error(`promo upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as CompanyPromo;
}

export const QUESTIONS = [
  'What drives you?',
  'Describe a project you are proud of.',
  'Why this team?',
];
