import type { NotificationType } from '@takeoff/shared/notifications';
import type { NotifyInput } from './notifications.service';

/**
 * The notifications other areas send, in one place so types, entity types, audiences and texts stay
 * consistent: `deps.notifications.notify(triggers.newApplication({...}))`. Texts never name a
 * candidate (pitches are reviewed blind).
 */
type Trigger = NotifyInput & { type: NotificationType };

export const triggers = {
  /** A candidate published or replaced their pitch video → every company. */
  pitchVideo(input: {
    actorId: number;
    pitchId: number;
    changed: boolean;
    avatarUrl?: string | null;
  }): Trigger {
    return {
      to: { audience: 'companies' },
      actorId: input.actorId,
      type: 'new_video',
      entityType: 'candidate_pitch',
      entityId: input.pitchId,
      title: input.changed ? 'Updated video pitch' : 'New video pitch',
      message: input.changed
        ? 'A candidate updated their video pitch.'
        : 'A candidate published a new video pitch.',
      avatarUrl: input.avatarUrl ?? null,
    };
  },

  /** A candidate applied → the company that owns the job. */
  newApplication(input: {
    actorId: number;
    companyUserId: number;
    applicationId: number;
    jobTitle: string;
  }): Trigger {
    return {
      to: { userId: input.companyUserId },
      actorId: input.actorId,
      type: 'new_application',
      entityType: 'application',
      entityId: input.applicationId,
      title: 'New application',
      message: `A candidate applied to ${input.jobTitle}.`,
    };
  },

  /** A company posted a job → every candidate (one row, fan-out on read). */
  jobPosted(input: {
    actorId: number;
    jobId: number;
    jobTitle: string;
    companyName: string;
    avatarUrl?: string | null;
  }): Trigger {
    return {
      to: { audience: 'candidates' },
      actorId: input.actorId,
      type: 'job_posted',
      entityType: 'job_post',
      entityId: input.jobId,
      title: 'New flight boarding',
      message: `${input.companyName} posted ${input.jobTitle}.`,
      avatarUrl: input.avatarUrl ?? null,
    };
  },

  /** Interview events → the other party. */
  interview(input: {
    actorId: number;
    recipientId: number;
    interviewId: number;
    kind: 'interview_scheduled' | 'join_request' | 'join_accepted' | 'join_declined';
    when?: string;
  }): Trigger {
    const texts = {
      interview_scheduled: [
        'Interview scheduled',
        `An interview was scheduled${input.when ? ` for ${input.when}` : ''}.`,
      ],
      join_request: ['Join request', 'Someone asked to join your interview slot.'],
      join_accepted: ['Join request accepted', 'Your request to join the interview was accepted.'],
      join_declined: ['Join request declined', 'Your request to join the interview was declined.'],
    } as const;
    const [title, message] = texts[input.kind];
    return {
      to: { userId: input.recipientId },
      actorId: input.actorId,
      type: input.kind,
      entityType: 'interview',
      entityId: input.interviewId,
      title,
      message,
    };
  },

  /** A new message → its recipient. */
  newMessage(input: {
    actorId: number;
    recipientId: number;
    messageId: number;
    senderLabel: string;
  }): Trigger {
    return {
      to: { userId: input.recipientId },
      actorId: input.actorId,
      type: 'new_message',
      entityType: 'message',
      entityId: input.messageId,
      title: 'New message',
      message: `New message from ${input.senderLabel}.`,
    };
  },
};
