import type { Logger } from 'pino';
import type { MeetingPlatform } from '@takeoff/shared/interviews';
import {
  googleMeetUnavailable,
  INTERVIEW_TEXTS,
  MEETING_PROVIDER_UNAVAILABLE,
} from '@takeoff/shared/interviews';
import type { Config } from '../../../config';
import { AppError } from '../../../http/app-error';
import { GoogleMeetProvider } from './google-meet-provider';
import { JitsiProvider } from './jitsi-provider';
import type { MeetingDetails, MeetingProvider } from './meeting-provider';

export interface GeneratedLink {
  url: string;
  provider: MeetingPlatform;
}

/** Picks the provider: Google Meet when credentials are configured, Jitsi otherwise. */
export class MeetingLinks {
  readonly jitsi: JitsiProvider;
  readonly google: GoogleMeetProvider | null;

  constructor(
    config: Pick<
      Config,
      | 'JITSI_BASE_URL'
      | 'GOOGLE_CLIENT_EMAIL'
      | 'GOOGLE_PRIVATE_KEY'
      | 'GOOGLE_CALENDAR_ID'
      | 'GOOGLE_API_BASE_URL'
      | 'GOOGLE_TOKEN_URL'
    >,
    private readonly logger: Pick<Logger, 'error'>,
  ) {
    this.jitsi = new JitsiProvider(config.JITSI_BASE_URL);
    this.google =
      config.GOOGLE_CLIENT_EMAIL && config.GOOGLE_PRIVATE_KEY
        ? new GoogleMeetProvider({
            clientEmail: config.GOOGLE_CLIENT_EMAIL,
            privateKey: config.GOOGLE_PRIVATE_KEY,
            calendarId: config.GOOGLE_CALENDAR_ID,
            apiBaseUrl: config.GOOGLE_API_BASE_URL,
            tokenUrl: config.GOOGLE_TOKEN_URL,
          })
        : null;
  }

  get defaultProvider(): MeetingProvider {
    return this.google ?? this.jitsi;
  }

  /** The providers this server can make rooms with; Google Meet only with credentials. */
  get available(): { providers: ('jitsi' | 'google')[]; default: 'jitsi' | 'google' } {
    return {
      providers: this.google ? ['jitsi', 'google'] : ['jitsi'],
      default: this.defaultProvider.platform,
    };
  }

  /**
   * Generates a room. 'google' without credentials is refused (409 MEETING_PROVIDER_UNAVAILABLE), never
   * quietly made with another provider; the answer says which provider made the link.
   */
  async generate(
    platform: Exclude<MeetingPlatform, 'custom'> | 'default',
    details: MeetingDetails,
  ): Promise<GeneratedLink> {
    if (platform === 'google' && !this.google)
      throw new AppError(MEETING_PROVIDER_UNAVAILABLE, 409, googleMeetUnavailable);
    const provider =
      platform === 'jitsi'
        ? this.jitsi
        : platform === 'google'
          ? this.google!
          : this.defaultProvider;
    try {
      return { url: await provider.createMeeting(details), provider: provider.platform };
    } catch (error) {
      // The provider's reason goes to the log; the caller gets the seeds' message only.
      this.logger.error(
        { err: error, platform: provider.platform },
        'meeting link generation failed',
      );
      throw new AppError('MEETING_LINK_FAILED', 502, INTERVIEW_TEXTS.linkFailed);
    }
  }
}
