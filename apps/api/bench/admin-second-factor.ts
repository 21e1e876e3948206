import { authenticator } from 'otplib';
import type { TotpEnrollResponse } from '@takeoff/shared/admin';
import type { Servers } from './servers';

/**
 * Sets up the data set admin's two-factor as an admin does in the back office: start enrolment, then confirm with the
 * current code of the secret the app showed, computed by otplib as the API checks it. Production (which the bench
 * servers run as) closes every other back-office route until then (403 TOTP_ENROLMENT_REQUIRED). The data set's
 * reset removes the enrolment again, so each run enrols afresh.
 */
export async function enrolAdminSecondFactor(servers: Servers, adminToken: string) {
  const call = async (path: string, body?: unknown) => {
    const { status, body: text } = await servers.record({
      method: 'POST',
      path,
      headers: {
        authorization: `Bearer ${adminToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (status >= 300)
      throw new Error(`the admin's two-factor enrolment: ${path} answered ${status}: ${text}`);
    return JSON.parse(text) as unknown;
  };
  const { secret } = (await call('/api/admin/totp/enroll')) as TotpEnrollResponse;
  await call('/api/admin/totp/activate', { code: authenticator.generate(secret) });
}
