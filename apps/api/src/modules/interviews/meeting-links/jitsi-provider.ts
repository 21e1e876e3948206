import { randomBytes } from 'node:crypto';
import type { MeetingProvider } from './meeting-provider';

/**
 * Jitsi Meet creates a room the first time someone opens its URL, with no account. The name
 * carries 128 random bits, so a room cannot be guessed; the base URL may point at a self-hosted Jitsi.
 */
export class JitsiProvider implements MeetingProvider {
  readonly platform = 'jitsi' as const;

  constructor(private readonly baseUrl: string) {}

  async createMeeting(): Promise<string> {
    const room = `Takeoff${randomBytes(16).toString('hex')}`;
    return `${this.baseUrl.replace(/\/+$/, '')}/${room}`;
  }
}
