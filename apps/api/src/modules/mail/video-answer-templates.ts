import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { videoAnswerRequests } from '../../db/schema/video-answers';
import { defineTemplate, type TemplateContext } from './mail-templates';
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

const details = (p: AnswerMailParams, { t, locale, timeZone }: TemplateContext) =>
  [
    [t('details.position'), p.jobTitle],
    [t('details.company'), p.companyName],
    [t('videoAnswers.deadline'), formatWhen(p.deadlineAt, locale, timeZone)],
  ] as [string, string][];

const texts = (p: AnswerMailParams) => ({
  jobTitle: p.jobTitle,
  company: p.companyName,
  count: p.questionCount,
});

/** The three mails of video answers, to the candidate in their language. */
export const VIDEO_ANSWER_TEMPLATES = {
  video_answers_invitation: defineTemplate({
    params: AnswerMailParams,
    preference: 'applications',
    render: (p, ctx) => ({
      subject: ctx.t('videoAnswers.invitation.subject', texts(p)),
      preheader: ctx.t('videoAnswers.invitation.preheader', texts(p)),
      heading: ctx.t('videoAnswers.invitation.heading'),
      paragraphs: [
        ctx.t('greeting', { name: p.candidateName }),
        ctx.t('videoAnswers.invitation.body', texts(p)),
      ],
      details: details(p, ctx),
      button: { label: ctx.t('videoAnswers.button'), url: ctx.link('/candidate/applications') },
      footnote: ctx.t('applications.footnote'),
    }),
  }),
  video_answers_reminder: defineTemplate({
    params: AnswerMailParams,
    preference: 'applications',
    render: (p, ctx) => ({
      subject: ctx.t('videoAnswers.reminder.subject', texts(p)),
      preheader: ctx.t('videoAnswers.reminder.preheader', texts(p)),
      heading: ctx.t('videoAnswers.reminder.heading'),
      paragraphs: [
        ctx.t('greeting', { name: p.candidateName }),
        ctx.t('videoAnswers.reminder.body', texts(p)),
      ],
      details: details(p, ctx),
      button: { label: ctx.t('videoAnswers.button'), url: ctx.link('/candidate/applications') },
      footnote: ctx.t('applications.footnote'),
    }),
    // Answered meanwhile, or the application is gone: no reminder.
    stillWanted: async (deps, p) => {
      const [row] = await deps.db
        .select({ completedAt: videoAnswerRequests.completedAt })
        .from(videoAnswerRequests)
        .where(eq(videoAnswerRequests.id, p.requestId));
      return row !== undefined && row.completedAt === null;
    },
  }),
  video_answers_submitted: defineTemplate({
    params: AnswerMailParams,
    preference: 'applications',
    render: (p, ctx) => ({
      subject: ctx.t('videoAnswers.submitted.subject', texts(p)),
      preheader: ctx.t('videoAnswers.submitted.preheader', texts(p)),
      heading: ctx.t('videoAnswers.submitted.heading'),
      paragraphs: [
        ctx.t('greeting', { name: p.candidateName }),
        ctx.t('videoAnswers.submitted.body', texts(p)),
        ...p.submitted.map(
          (s) =>
            `${ctx.t(s.kind === 'video' ? 'videoAnswers.submittedVideo' : 'videoAnswers.submittedWritten', { number: s.number })} — ${s.question}`,
        ),
      ],
      details: details(p, ctx),
      button: { label: ctx.t('videoAnswers.button'), url: ctx.link('/candidate/applications') },
      footnote: ctx.t('applications.footnote'),
    }),
  }),
};
