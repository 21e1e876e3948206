import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES } from '@takeoff/shared/errors';
import errorsEn from '../locales/errors/en.json';
import {
  ApiRequestError,
  buildUrl,
  errorMessage,
  localizeMessage,
  toApiRequestError,
} from './api-client';
import { changeLocale } from './i18n';
import './zod-messages';

describe('toApiRequestError', () => {
  it('keeps the server message, code and issues', async () => {
    const body = { message: 'Invalid email or password', code: 'UNAUTHENTICATED' };
    const error = await toApiRequestError(new Response(JSON.stringify(body), { status: 401 }));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Invalid email or password',
    });
  });
  it("falls back to 'status: body text'", async () => {
    const error = await toApiRequestError(new Response('Bad Gateway', { status: 502 }));
    expect(error.message).toBe('502: Bad Gateway');
  });
});

describe('buildUrl', () => {
  it('drops empty query values', () => {
    expect(buildUrl('/api/jobs', { limit: 20, cursor: undefined, q: 'x y' })).toBe(
      '/api/jobs?limit=20&q=x+y',
    );
  });
});

describe('errorMessage', () => {
  afterEach(() => changeLocale('en'));

  it('has one message per error code of the API', () => {
    expect(Object.keys(errorsEn.code).sort()).toEqual([...ERROR_CODES].sort());
  });

  it("shows the server's message in English, exactly", () => {
    expect(
      errorMessage(
        new ApiRequestError(409, 'EMAIL_TAKEN', 'An account with this email already exists'),
        'Registration failed',
      ),
    ).toBe('An account with this email already exists');
    expect(
      errorMessage(
        new ApiRequestError(400, 'SOMETHING_NEW', 'A message nobody translated'),
        'Could not save',
      ),
    ).toBe('A message nobody translated');
    expect(errorMessage(new ApiRequestError(500, 'INTERNAL', ''), 'Could not save')).toBe(
      'Could not save',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), 'Could not save')).toBe(
      'Failed to fetch',
    );
    expect(errorMessage('thrown text', 'Could not save')).toBe('Could not save');
  });

  it('translates a known message into Greek, with the parts the server filled in', async () => {
    await changeLocale('el');
    expect(
      errorMessage(
        new ApiRequestError(409, 'EMAIL_TAKEN', 'An account with this email already exists'),
        'x',
      ),
    ).toBe('Υπάρχει ήδη λογαριασμός με αυτό το email.');
    expect(
      errorMessage(
        new ApiRequestError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
        'x',
      ),
    ).toBe('Λάθος email ή κωδικός πρόσβασης.');
    expect(
      errorMessage(
        new ApiRequestError(409, 'FLIGHT_NUMBER_TAKEN', 'Flight number TO1234 is already used'),
        'x',
      ),
    ).toBe('Ο αριθμός πτήσης TO1234 χρησιμοποιείται ήδη.');
  });

  it("falls back to the code's message in Greek for a message it does not know, and to the status's for an unknown code", async () => {
    await changeLocale('el');
    expect(
      errorMessage(new ApiRequestError(429, 'RATE_LIMITED', 'Slow down, a new text'), 'x'),
    ).toBe('Πάρα πολλές προσπάθειες. Δοκιμάστε ξανά αργότερα.');
    expect(errorMessage(new ApiRequestError(404, 'SOMETHING_NEW', 'Gone somewhere'), 'x')).toBe(
      'Δεν βρέθηκε. Ίσως έχει αφαιρεθεί.',
    );
    expect(errorMessage(new ApiRequestError(502, 'UNKNOWN', '502: Bad Gateway'), 'x')).toBe(
      'Κάτι πήγε στραβά από την πλευρά μας. Δοκιμάστε ξανά.',
    );
    // No message at all, or a thrown value that is no error: the caller's (translated) fallback.
    expect(errorMessage(new ApiRequestError(500, 'INTERNAL', ''), 'Δεν αποθηκεύτηκε')).toBe(
      'Δεν αποθηκεύτηκε',
    );
    expect(errorMessage(new Error('Something internal'), 'Δεν αποθηκεύτηκε')).toBe(
      'Δεν αποθηκεύτηκε',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), 'x')).toBe(
      'Δεν ήταν δυνατή η σύνδεση με το Takeoff. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.',
    );
  });

  it('names the refused fields of a validation failure in Greek', async () => {
    await changeLocale('el');
    const error = new ApiRequestError(
      400,
      'VALIDATION_FAILED',
      'Invalid body: email Enter a valid email address.; name This field is required.',
      [
        { path: ['email'], message: 'Enter a valid email address.' },
        { path: ['name'], message: 'This field is required.' },
      ],
    );
    expect(errorMessage(error, 'x')).toBe(
      'Ορισμένα πεδία δεν είναι έγκυρα: Εισαγάγετε μια έγκυρη διεύθυνση email. Αυτό το πεδίο είναι υποχρεωτικό.',
    );
    const unknown = new ApiRequestError(400, 'VALIDATION_FAILED', 'Invalid body: x is odd', [
      { path: ['x'], message: 'is odd' },
    ]);
    expect(errorMessage(unknown, 'x')).toBe('Ορισμένα πεδία δεν είναι έγκυρα.');
  });
});

describe('localizeMessage', () => {
  afterEach(() => changeLocale('en'));

  it('leaves English as written and translates known schema and account texts into Greek', async () => {
    expect(localizeMessage('Title is required')).toBe('Title is required');
    await changeLocale('el');
    expect(localizeMessage('Title is required')).toBe('Ο τίτλος είναι υποχρεωτικός.');
    expect(localizeMessage('Use at most 40 characters.')).toBe('Χρησιμοποιήστε έως 40 χαρακτήρες.');
    expect(localizeMessage('Your email address is confirmed.')).toBe(
      'Η διεύθυνση email σας επιβεβαιώθηκε.',
    );
    expect(localizeMessage('Text nobody knows')).toBe('Text nobody knows');
  });

  it("gives zod's validation messages in the language chosen when the form is checked", async () => {
    const Name = z.string().trim().min(1);
    expect(Name.safeParse('').error?.issues[0]?.message).toBe('This field is required.');
    await changeLocale('el');
    expect(Name.safeParse('').error?.issues[0]?.message).toBe('Αυτό το πεδίο είναι υποχρεωτικό.');
    expect(z.email().safeParse('nope').error?.issues[0]?.message).toBe(
      'Εισαγάγετε μια έγκυρη διεύθυνση email.',
    );
  });
});
