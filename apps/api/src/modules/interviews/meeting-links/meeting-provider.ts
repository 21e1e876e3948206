import type { MeetingPlatform } from '@takeoff/shared/interviews';

/** What a provider needs to open a room (Google also puts it on the calendar). */
export interface MeetingDetails {
  title: string;
  startsAt: Date;
  durationMinutes: number;
}

export interface MeetingProvider {
  readonly platform: Exclude<MeetingPlatform, 'custom'>;
  createMeeting(details: MeetingDetails): Promise<string>;
}
