import { describe, expect, it } from 'vitest';
import { ApiRequestError, buildUrl, toApiRequestError } from './api-client';

describe('toApiRequestError', () => {
  it('keeps the server message, code and issues', async () => {
    const body = { message: 'Invalid email or password', code: 'UNAUTHENTICATED' };
    const error = await toApiRequestError(new Response(JSON.stringify(body), { status: 401 }));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
  });
  it("falls back to 'status: body text'", async () => {
    const error = await toApiRequestError(new Response('Bad Gateway', { status: 502 }));
    expect(error.message).toBe('502: Bad Gateway');
  });
});

describe('buildUrl', () => {
  it('drops empty query values', () => {
    expect(buildUrl('/api/jobs', { limit: 20, cursor: undefined, q: 'x y' })).toBe('/api/jobs?limit=20&q=x+y');
  });
});
