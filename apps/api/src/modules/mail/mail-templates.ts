import type Mail from 'nodemailer/lib/mailer';
import { z } from 'zod';
import type { Locale } from '@takeoff/shared/locale';
import type { MailPreferenceKind } from '@takeoff/shared/mail';
import type { AppDeps } from '../../deps';
import type { MailContent } from './mail-layout';
import { formatDay, localCandidateLabel, type MailT } from '../../i18n';

export interface TemplateContext {
  /** An absolute link into the SPA (APP_ORIGIN + path). */
  link(path: string): string;
  /** The recipient's language, and its texts (the `mail` catalogue). */
  locale: Locale;
  t: MailT;
  /** The recipient's time zone (IANA) when known; times are written in it, else in UTC. */
  timeZone: string | null;
}

export interface MailTemplate<P = unknown> {
  params: z.ZodType<P>;
  /** The preference that turns this mail off; null for account mail, which always goes out. */
  preference: MailPreferenceKind | null;
  render(params: P, ctx: TemplateContext): MailContent;
  /** `t`: the recipient's texts (English when not given). */
  attachments?(params: P, t?: MailT): Mail.Attachment[];
  /**
   * Checked when the worker is about to send: false drops the mail (recorded as skipped), e.g. a message
   * already read. Runs on the worker, never on the request path.
   */
  stillWanted?(deps: AppDeps, params: P, userId: number | null): Promise<boolean>;
  /** At most one mail per topic and user within `minutes` (later ones are skipped). */
  throttle?: { topic(params: P): string; minutes: number };
}

export const defineTemplate = <P>(template: MailTemplate<P>) => template;

const ROLE_KEYS = ['owner', 'recruiter', 'interviewer'] as const;
const isRoleKey = (role: string): role is (typeof ROLE_KEYS)[number] =>
  (ROLE_KEYS as readonly string[]).includes(role);

const LinkParams = z.object({ name: z.string(), url: z.string() });
const NameParams = z.object({ name: z.string() });

/** Mail about the account itself: it always goes out and carries no unsubscribe link. */
export const ACCOUNT_TEMPLATES = {
  password_reset: defineTemplate({
    params: LinkParams,
    preference: null,
    render: (p, { t }) => ({
      subject: t('passwordReset.subject'),
      preheader: t('passwordReset.preheader'),
      heading: t('passwordReset.heading'),
      paragraphs: [t('greeting', { name: p.name }), t('passwordReset.body')],
      button: { label: t('passwordReset.button'), url: p.url },
      footnote: t('passwordReset.footnote'),
    }),
  }),
  password_changed: defineTemplate({
    params: NameParams,
    preference: null,
    render: (p, { t, link }) => ({
      subject: t('passwordChanged.subject'),
      preheader: t('passwordChanged.preheader'),
      heading: t('passwordChanged.heading'),
      paragraphs: [t('greeting', { name: p.name }), t('passwordChanged.body')],
      button: { label: t('passwordChanged.button'), url: link('/account') },
      footnote: t('passwordChanged.footnote'),
    }),
  }),
  verify_email: defineTemplate({
    params: LinkParams,
    preference: null,
    render: (p, { t }) => ({
      subject: t('verifyEmail.subject'),
      preheader: t('verifyEmail.preheader'),
      heading: t('verifyEmail.heading'),
      paragraphs: [t('greeting', { name: p.name }), t('verifyEmail.body')],
      button: { label: t('verifyEmail.button'), url: p.url },
      footnote: t('verifyEmail.footnote'),
    }),
  }),
  change_email_confirm: defineTemplate({
    params: LinkParams,
    preference: null,
    render: (p, { t }) => ({
      subject: t('changeEmailConfirm.subject'),
      preheader: t('changeEmailConfirm.preheader'),
      heading: t('changeEmailConfirm.heading'),
      paragraphs: [t('greeting', { name: p.name }), t('changeEmailConfirm.body')],
      button: { label: t('changeEmailConfirm.button'), url: p.url },
      footnote: t('changeEmailConfirm.footnote'),
    }),
  }),
  org_invitation: defineTemplate({
    /** `role`: the role's English label in lower case (owner, recruiter, interviewer); `expiresOn`: YYYY-MM-DD. */
    params: z.object({
      organisation: z.string(),
      inviter: z.string().nullable(),
      role: z.string(),
      url: z.string(),
      expiresOn: z.string(),
    }),
    preference: null,
    render: (p, { t, locale }) => {
      const role = isRoleKey(p.role) ? t(`roles.${p.role}`) : p.role;
      const expiresOn = formatDay(p.expiresOn, locale);
      return {
        subject: t('orgInvitation.subject'),
        preheader: t('orgInvitation.preheader', { role, expiresOn }),
        heading: t('orgInvitation.heading', { organisation: p.organisation }),
        paragraphs: [
          t('orgInvitation.body', {
            inviter: p.inviter ?? t('someone'),
            organisation: p.organisation,
            role,
          }),
          t('orgInvitation.expiry', { expiresOn }),
        ],
        button: { label: t('orgInvitation.button'), url: p.url },
        footnote: t('orgInvitation.footnote'),
      };
    },
  }),
  scorecard_request: defineTemplate({
    params: z.object({
      name: z.string(),
      requester: z.string(),
      candidate: z.string(),
      jobTitle: z.string(),
      applicationId: z.number(),
    }),
    preference: null,
    render: (p, { t, link }) => {
      const texts = {
        requester: p.requester,
        candidate: localCandidateLabel(t, p.candidate),
        jobTitle: p.jobTitle,
      };
      return {
        subject: t('scorecardRequest.subject', texts),
        preheader: t('scorecardRequest.preheader', texts),
        heading: t('scorecardRequest.heading'),
        paragraphs: [t('greeting', { name: p.name }), t('scorecardRequest.body', texts)],
        button: {
          label: t('scorecardRequest.button'),
          url: link(`/company/applications?application=${p.applicationId}`),
        },
        footnote: t('scorecardRequest.footnote'),
      };
    },
  }),
  // The candidate asked for this answer (a human review of their pitch's scores): it always goes out.
  score_review_answered: defineTemplate({
    params: z.object({ name: z.string(), pitchTitle: z.string(), note: z.string() }),
    preference: null,
    render: (p, { t, link }) => ({
      subject: t('scoreReviewAnswered.subject'),
      preheader: t('scoreReviewAnswered.preheader'),
      heading: t('scoreReviewAnswered.heading'),
      paragraphs: [
        t('greeting', { name: p.name }),
        t('scoreReviewAnswered.body', { title: p.pitchTitle }),
        t('scoreReviewAnswered.note', { note: p.note }),
      ],
      button: { label: t('scoreReviewAnswered.button'), url: link('/candidate/pitch') },
      footnote: t('scoreReviewAnswered.footnote'),
    }),
  }),
  email_changed: defineTemplate({
    // supportEmail is optional: a mail queued before it existed still renders (and names no contact).
    params: z.object({
      name: z.string(),
      newEmail: z.string(),
      supportEmail: z.string().optional(),
    }),
    preference: null,
    render: (p, { t }) => ({
      subject: t('emailChanged.subject'),
      preheader: t('emailChanged.preheader'),
      heading: t('emailChanged.heading'),
      paragraphs: [
        t('greeting', { name: p.name }),
        t('emailChanged.body', { newEmail: p.newEmail }),
      ],
      footnote: p.supportEmail
        ? t('emailChanged.footnoteContact', { contact: p.supportEmail })
        : t('emailChanged.footnote'),
    }),
  }),
};
