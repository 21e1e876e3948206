import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCompany, AdminCompanyPage } from '@takeoff/shared/admin';
import {
  createTestContext,
  signInAdmin,
  signUp,
  type SignedIn,
  type TestContext,
} from '../../test/harness';
import { encodeCursor, encodeIdCursor } from '../../http/cursor';

let ctx: TestContext;
let admin: SignedIn;
/** A word no other test uses, so a search for it sees only this file's companies. */
const tag = `qv${Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => String.fromCharCode(97 + (b % 26))).join('')}x`;
const Tag = tag[0]!.toUpperCase() + tag.slice(1);
let expected: AdminCompany[];
let candidate: SignedIn;
let midWord: SignedIn;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signInAdmin(ctx);
  const names = [`Gamma ${tag}-two`, `Echo ${tag}`, `${Tag} Alpha`, `Beta ${tag}`, `Echo ${tag}`];
  const companies: SignedIn[] = [];
  for (const name of names) companies.push(await signUp(ctx, 'company', name));
  midWord = await signUp(ctx, 'company', `Delta x${tag}`);
  candidate = await signUp(ctx, 'candidate', `${Tag} Person`);
  // Capitalised ASCII names: name order is the same under every collation.
  expected = companies
    .map((c) => ({ id: c.user.id, name: c.user.name, verified: false }))
    .sort((a, b) => (a.name === b.name ? a.id - b.id : a.name < b.name ? -1 : 1));
});

const list = (query: Record<string, string | number>) =>
  ctx.http.get('/api/admin/companies').query(query).set(admin.auth);

async function allPages(query: Record<string, string | number>): Promise<AdminCompanyPage[]> {
  const pages: AdminCompanyPage[] = [];
  let cursor: string | null = null;
  do {
    const res = await list(cursor ? { ...query, cursor } : query);
    expect(res.status).toBe(200);
    pages.push(res.body);
    cursor = res.body.nextCursor;
  } while (cursor && pages.length < 10);
  return pages;
}

describe('admin company picker', () => {
  it('finds companies by the start of their name or of any word, case-insensitively, in name order', async () => {
    const res = await list({ q: `  ${tag.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ items: expected, nextCursor: null });
    // A word start typed partway, and the whole name with its spaces.
    expect((await list({ q: tag.slice(0, 5) })).body.items).toEqual(expected);
    expect((await list({ q: `beta ${tag}` })).body.items).toEqual(
      expected.filter((c) => c.name === `Beta ${tag}`),
    );
    // Not the middle of a word, never a candidate.
    const ids = (await list({ q: tag })).body.items.map((c: AdminCompany) => c.id);
    expect(ids).not.toContain(midWord.user.id);
    expect(ids).not.toContain(candidate.user.id);
    expect((await list({ q: tag.slice(1) })).body.items).toEqual([]);
  });

  it('pages a search with the keyset cursor: every match once, ties on the name in id order', async () => {
    const pages = await allPages({ q: tag, limit: 2 });
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => p.items)).toEqual(expected);
    expect(pages.at(-1)!.nextCursor).toBeNull();
  });

  it('pages every company in name order without a search', async () => {
    const first = await list({ limit: 3 });
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(3);
    const second = await list({ limit: 3, cursor: first.body.nextCursor });
    const [last] = first.body.items.slice(-1) as AdminCompany[];
    for (const c of second.body.items as AdminCompany[]) {
      expect(c.name > last!.name || (c.name === last!.name && c.id > last!.id)).toBe(true);
    }
    // The default page is 20, and a cursor after the last of our names continues past them.
    expect((await list({})).body.items.length).toBeLessThanOrEqual(20);
    const afterEcho = await list({
      q: tag,
      cursor: encodeCursor([`Echo ${tag}`, expected[2]!.id]),
    });
    expect(afterEcho.body.items).toEqual(expected.slice(3));
  });

  it('treats %, _ and \\ as literal characters', async () => {
    const pct = await signUp(ctx, 'company', `${Tag}% Percent`);
    expect((await list({ q: `${tag}%` })).body.items.map((c: AdminCompany) => c.id)).toEqual([
      pct.user.id,
    ]);
    expect((await list({ q: `${tag.slice(0, 3)}_` })).body.items).toEqual([]);
    expect((await list({ q: `${tag}\\` })).body.items).toEqual([]);
  });

  it('refuses bad input with 400 in the error shape', async () => {
    const hostile: Record<string, string | number>[] = [
      { q: 'x'.repeat(201) },
      { limit: 0 },
      { limit: 51 },
      { limit: 'abc' },
      { cursor: 'bad' },
      { cursor: encodeIdCursor(5) },
      { cursor: 'x'.repeat(1001) },
    ];
    for (const query of hostile) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
    expect((await list({ cursor: encodeCursor(['Sky\u0000', 1]) })).body.code).toBe(
      'INVALID_CURSOR',
    );
    expect((await list({ limit: 50, q: '' })).status).toBe(200);
  });
});
