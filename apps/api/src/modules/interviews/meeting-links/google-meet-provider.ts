import { createSign, randomUUID } from 'node:crypto';
import type { MeetingDetails, MeetingProvider } from './meeting-provider';

export interface GoogleCredentials {
  clientEmail: string;
  /** PEM; `\n` escapes from environment variables are accepted. */
  privateKey: string;
  calendarId: string;
  apiBaseUrl: string;
  tokenUrl: string;
}

interface CalendarEvent {
  id?: string;
  hangoutLink?: string;
  conferenceData?: {
    createRequest?: { status?: { statusCode?: string } };
    entryPoints?: { entryPointType?: string; uri?: string }[];
  };
}

const PENDING_POLL_MS = 400;
const meetLink = (event: CalendarEvent) => {
  const link =
    event.hangoutLink ??
    event.conferenceData?.entryPoints?.find((e) => e.entryPointType === 'video')?.uri;
  return link?.startsWith('https://') ? link : null;
};

const SCOPE = 'https://www.googleapis.com/auth/calendar.events';
const base64url = (input: string | Buffer) => Buffer.from(input).toString('base64url');

/** A service-account assertion (RFC 7523), signed RS256 with node:crypto. */
export function signServiceAccountJwt(
  credentials: Pick<GoogleCredentials, 'clientEmail' | 'privateKey' | 'tokenUrl'>,
  now = Date.now(),
) {
  const iat = Math.floor(now / 1000);
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: credentials.clientEmail,
      scope: SCOPE,
      aud: credentials.tokenUrl,
      iat,
      exp: iat + 3600,
    }),
  );
  const signer = createSign('RSA-SHA256');
  signer.update(`${header}.${claims}`);
  const signature = signer.sign(credentials.privateKey.replace(/\\n/g, '\n')).toString('base64url');
  return `${header}.${claims}.${signature}`;
}

/**
 * Google Meet through the Calendar API: events.insert with conferenceData.createRequest makes Google
 * create a real Meet room for the event and answer with its hangoutLink.
 */
export class GoogleMeetProvider implements MeetingProvider {
  readonly platform = 'google' as const;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(private readonly credentials: GoogleCredentials) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
    const res = await fetch(this.credentials.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: signServiceAccountJwt(this.credentials),
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Google token request failed with ${res.status}`);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error('Google token response had no access_token');
    this.token = {
      value: body.access_token,
      expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000,
    };
    return body.access_token;
  }

  async createMeeting(details: MeetingDetails): Promise<string> {
    const token = await this.accessToken();
    const calendar = encodeURIComponent(this.credentials.calendarId);
    const calendarUrl = `${this.credentials.apiBaseUrl.replace(/\/+$/, '')}/calendar/v3/calendars/${calendar}`;
    const url = `${calendarUrl}/events?conferenceDataVersion=1`;
    const end = new Date(details.startsAt.getTime() + details.durationMinutes * 60_000);
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        summary: details.title,
        start: { dateTime: details.startsAt.toISOString() },
        end: { dateTime: end.toISOString() },
        conferenceData: {
          createRequest: {
            requestId: randomUUID(),
            conferenceSolutionKey: { type: 'hangoutsMeet' },
          },
        },
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`Google Calendar events.insert failed with ${res.status}`);
    let event = (await res.json()) as CalendarEvent;
    // Google may still be creating the conference: read the event again until its link appears.
    for (
      let attempt = 0;
      !meetLink(event) &&
      event.conferenceData?.createRequest?.status?.statusCode === 'pending' &&
      attempt < 5;
      attempt++
    ) {
      await new Promise((resolve) => setTimeout(resolve, PENDING_POLL_MS));
      const again = await fetch(`${calendarUrl}/events/${encodeURIComponent(event.id ?? '')}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (!again.ok) throw new Error(`Google Calendar events.get failed with ${again.status}`);
      event = (await again.json()) as CalendarEvent;
    }
    const link = meetLink(event);
    if (!link) throw new Error('Google Calendar created the event without a Meet link');
    return link;
  }
}
