import { describe, expect, it } from 'vitest';
import { readToken } from './session';

describe('readToken', () => {
  it('takes the bearer header first, then the session cookie among others', () => {
    expect(readToken({ authorization: 'Bearer abc', cookie: 'takeoff_session=xyz' })).toEqual({
      token: 'abc',
      via: 'bearer',
    });
    expect(readToken({ cookie: 'theme=dark; takeoff_session=xyz ; lang=el' })).toEqual({
      token: 'xyz',
      via: 'cookie',
    });
    expect(readToken({ authorization: 'Basic abc' })).toBeNull();
    expect(readToken({ cookie: 'theme=dark' })).toBeNull();
    expect(readToken({})).toBeNull();
  });

  it('reads the cookie as browsers send it: the first of two, percent-decoded, a malformed escape as it came', () => {
    expect(readToken({ cookie: 'takeoff_session=first; takeoff_session=second' })?.token).toBe(
      'first',
    );
    expect(readToken({ cookie: 'takeoff_session=a%2Bb' })?.token).toBe('a+b');
    expect(readToken({ cookie: 'takeoff_session=a%E0%A4%A' })?.token).toBe('a%E0%A4%A');
    expect(readToken({ cookie: 'takeoff_session=' })).toBeNull();
  });
});
