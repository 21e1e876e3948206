import { beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, User } from '@takeoff/shared/auth';
import type { OrgMember } from '@takeoff/shared/org';
import {
  createTestContext,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { queuedMailTo } from '../../test/mail-queue';
import { jsonLdBlocks } from '../public-pages/public-pages-test-helpers';
import { boardSearch, postJob } from '../applications/test-factories';
import { addMember } from './org.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

const me = async (who: SignedIn) =>
  (await ctx.http.get('/api/auth/me').set(who.auth).expect(200)).body as User;
const slugOf = async (who: SignedIn) =>
  (
    (await ctx.http.get('/api/companies/me/profile').set(who.auth).expect(200)).body as {
      slug: string;
    }
  ).slug;

async function registerCompany(companyName: string, name: string): Promise<SignedIn> {
  const res = await ctx.http.post('/api/auth/register').send({
    email: uniqueEmail('founder'),
    name,
    companyName,
    password: TEST_PASSWORD,
    role: 'company',
  });
  expect(res.status).toBe(201);
  const body = res.body as AuthResponse;
  const auth = { Authorization: `Bearer ${body.token}` };
  await ctx.http.post('/api/company-consent').set(auth).send({}).expect(201);
  return { ...body, auth };
}

describe('a company signs up with its own name', () => {
  it('names the organisation apart from the person, in the session, the team and the invitation mail', async () => {
    const company = `Skyline ${Date.now()}`;
    const founder = await registerCompany(company, 'Nora Petrou');
    expect(founder.user.name).toBe('Nora Petrou');
    expect(founder.user.org).toMatchObject({ name: company, role: 'owner' });
    expect(founder.user.org!.id).not.toBe(founder.user.id);
    expect((await me(founder)).org?.name).toBe(company);

    const members = (await ctx.http.get('/api/org/members').set(founder.auth).expect(200)).body
      .items as OrgMember[];
    expect(members).toEqual([
      expect.objectContaining({ name: 'Nora Petrou', role: 'owner', isYou: true }),
    ]);

    const email = uniqueEmail('invitee');
    await ctx.http
      .post('/api/org/invitations')
      .set(founder.auth)
      .send({ email, role: 'interviewer' })
      .expect(201);
    const [mail] = await queuedMailTo(ctx, email);
    expect(mail?.params).toMatchObject({ organisation: company, inviter: 'Nora Petrou' });
  });

  it('refuses a company name on a candidate’s sign-up and an empty one on a company’s', async () => {
    for (const [role, companyName] of [
      ['candidate', 'Not A Company'],
      ['company', '   '],
    ] as const) {
      const email = uniqueEmail(role);
      const res = await ctx.http
        .post('/api/auth/register')
        .send({ email, name: 'Someone', companyName, password: TEST_PASSWORD, role });
      expect(res.status).toBe(400);
      await ctx.http.post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(401);
    }
  });
});

describe('PATCH /api/org', () => {
  it('lets a founder rename the organisation: pages, feeds and the careers address follow, the old address redirects, the person keeps their name', async () => {
    const founder = await signUp(ctx, 'company', `Nora Petrou ${Date.now()}`);
    const person = founder.user.name;
    const job = await postJob(ctx, founder);
    const oldSlug = await slugOf(founder);
    const company = `Aegean Wings ${Date.now()}`;

    const res = await ctx.http.patch('/api/org').set(founder.auth).send({ name: company });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: founder.user.org!.id, name: company });
    const newSlug = (res.body as { careersSlug: string }).careersSlug;
    expect(newSlug).toMatch(/^aegean-wings-\d+/);

    const after = await me(founder);
    expect(after.name).toBe(person);
    expect(after.org).toMatchObject({ id: founder.user.org!.id, name: company, role: 'owner' });
    expect(await slugOf(founder)).toBe(newSlug);

    const old = await ctx.http.get(`/careers/${oldSlug}`).redirects(0);
    expect(old.status).toBe(301);
    expect(old.headers.location).toContain(`/careers/${newSlug}`);
    const careers = await ctx.http.get(`/api/careers/${newSlug}`).expect(200);
    expect(careers.body.company.name).toBe(company);
    const page = await ctx.http.get(`/flights/${job.flightNumber}`).expect(200);
    const posting = jsonLdBlocks(page.text).find(
      (b) => (b as { '@type'?: string })['@type'] === 'JobPosting',
    ) as { hiringOrganization: { name: string } };
    expect(posting.hiringOrganization.name).toBe(company);
    const rss = await ctx.http.get(`/careers/${newSlug}/feed.xml`).expect(200);
    expect(rss.text).toContain(company);
    expect(rss.text).not.toContain(person);

    // The job board's search finds its flights by the new name, no longer by the old one.
    const candidate = await signUp(ctx, 'candidate');
    expect(await boardSearch(ctx, candidate, company)).toContain(job.id);
    expect(await boardSearch(ctx, candidate, person)).not.toContain(job.id);

    // The founder still signs in as themselves.
    const login = await ctx.http
      .post('/api/auth/login')
      .send({ email: founder.user.email, password: TEST_PASSWORD })
      .expect(200);
    expect(login.body.user).toMatchObject({ name: person, org: { name: company } });
  });

  it('is the owner’s alone, and refuses an empty name without changing anything', async () => {
    const owner = await registerCompany(`Owned Air ${Date.now()}`, 'Olga Owner');
    const recruiter = await addMember(ctx, owner, 'recruiter');
    await ctx.http.patch('/api/org').set(recruiter.auth).send({ name: 'Hijacked' }).expect(403);
    await ctx.http.patch('/api/org').set(owner.auth).send({ name: '' }).expect(400);
    expect((await me(owner)).org?.name).toBe(owner.user.org!.name);
  });
});
