import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { videoAnswerRequests } from '../../db/schema/video-answers';
import { candidateConsentNotWithdrawn } from '../consent/consent-state';
import { defineTemplate, type MailTemplate, type TemplateContext } from './mail-templates';
import { formatWhen } from './mail-times';

const AnswerMailParams = z.object({
  requestId: z.number().int(),
  candidateName: z.string(),
  companyName: z.string(),
  jobTitle: z.string(),
  questionCount: z.number().int(),
  deadlineAt: z.string(),
  /** The confirmation's list: each question answered, and how. */
  submitted: z.array(
    z.object({
      number: z.number().int(),
      kind: z.enum(['video', 'written']),
      question: z.string(),
    }),
  ),
});
type AnswerMailParams = z.infer<typeof AnswerMailParams>;

const HOUR_MS = 3_600_000;

/**
 * "1 day and 5 hours", "20 hours", "40 minutes": the time from `now` to the deadline, to the nearest hour (minute
 * under an hour). Worked out when the mail is written, which is when it is sent.
 */
export function timeLeft(deadlineAt: string, { t }: Pick<TemplateContext, 't'>, now = Date.now()) {
  const ms = Math.max(0, Date.parse(deadlineAt) - now);
  if (ms < HOUR_MS - 30_000) return t('minutes', { count: Math.max(1, Math.round(ms / 60_000)) });
  const totalHours = Math.round(ms / HOUR_MS);
  const days = Math.floor(totalHours / 24);
  const hours = totalHours % 24;
  const dayText = t('videoAnswers.left.days', { count: days });
  const hourText = t('videoAnswers.left.hours', { count: hours });
  if (days === 0) return hourText;
  if (hours === 0) return dayText;
  return t('videoAnswers.left.both', { days: dayText, hours: hourText });
}

/** The texts every answer mail fills in: the deadline in the reader's zone, named. */
const texts = (p: AnswerMailParams, ctx: TemplateContext) => ({
  jobTitle: p.jobTitle,
  company: p.companyName,
  count: p.questionCount,
  deadline: formatWhen(p.deadlineAt, ctx.locale, ctx.timeZone),
});

/**
 * The one layout of the three answer mails (to the candidate, in their language): subject, preheader, heading and
 * body from `videoAnswers.<key>`, then `more` (lines after the body), the flight and the deadline, the button.
 */
function answerMail(
  key: 'invitation' | 'reminder' | 'submitted',
  options: {
    /** Extra values for the texts (the reminder's time left). */
    values?: (p: AnswerMailParams, ctx: TemplateContext) => Record<string, string>;
    more?: (p: AnswerMailParams, ctx: TemplateContext) => string[];
    stillWanted?: MailTemplate<AnswerMailParams>['stillWanted'];
  } = {},
) {
  return defineTemplate({
    params: AnswerMailParams,
    preference: 'applications',
    render: (p, ctx) => {
      const values = { ...texts(p, ctx), ...options.values?.(p, ctx) };
      return {
        subject: ctx.t(`videoAnswers.${key}.subject`, values),
        preheader: ctx.t(`videoAnswers.${key}.preheader`, values),
        heading: ctx.t(`videoAnswers.${key}.heading`),
        paragraphs: [
          ctx.t('greeting', { name: p.candidateName }),
          ctx.t(`videoAnswers.${key}.body`, values),
          ...(options.more?.(p, ctx) ?? []),
        ],
        details: [
          [ctx.t('details.position'), p.jobTitle],
          [ctx.t('details.company'), p.companyName],
          [ctx.t('videoAnswers.deadline'), values.deadline],
        ],
        button: { label: ctx.t('videoAnswers.button'), url: ctx.link('/candidate/applications') },
        footnote: ctx.t('applications.footnote'),
      };
    },
    ...(options.stillWanted ? { stillWanted: options.stillWanted } : {}),
  });
}

/** The three mails of video answers, to the candidate in their language. */
export const VIDEO_ANSWER_TEMPLATES = {
  video_answers_invitation: answerMail('invitation'),
  video_answers_reminder: answerMail('reminder', {
    values: (p, ctx) => ({ left: timeLeft(p.deadlineAt, ctx) }),
    // Answered meanwhile, the application is gone, the deadline passed before it could go, or the candidate withdrew
    // their consent after it was queued: no reminder.
    stillWanted: async (deps, p) => {
      const [row] = await deps.db
        .select({
          completedAt: videoAnswerRequests.completedAt,
          deadlineAt: videoAnswerRequests.deadlineAt,
        })
        .from(videoAnswerRequests)
        .where(
          and(
            eq(videoAnswerRequests.id, p.requestId),
            candidateConsentNotWithdrawn(videoAnswerRequests.candidateId),
          ),
        );
      return row !== undefined && row.completedAt === null && row.deadlineAt.getTime() > Date.now();
    },
  }),
  video_answers_submitted: answerMail('submitted', {
    more: (p, ctx) =>
      p.submitted.map(
        (s) =>
          `${ctx.t(s.kind === 'video' ? 'videoAnswers.submittedVideo' : 'videoAnswers.submittedWritten', { number: s.number })} — ${s.question}`,
      ),
  }),
};
