import type Mail from 'nodemailer/lib/mailer';
import { z } from 'zod';
import type { MailPreferenceKind } from '@takeoff/shared/mail';
import type { AppDeps } from '../../deps';
import type { MailContent } from './mail-layout';

export interface TemplateContext {
  /** An absolute link into the SPA (APP_ORIGIN + path). */
  link(path: string): string;
}

export interface MailTemplate<P = unknown> {
  params: z.ZodType<P>;
  /** The preference that turns this mail off; null for account mail, which always goes out. */
  preference: MailPreferenceKind | null;
  render(params: P, ctx: TemplateContext): MailContent;
  attachments?(params: P): Mail.Attachment[];
  /**
   * Checked when the worker is about to send: false drops the mail (recorded as skipped), e.g. a message
   * already read. Runs on the worker, never on the request path.
   */
  stillWanted?(deps: AppDeps, params: P, userId: number | null): Promise<boolean>;
  /** At most one mail per topic and user within `minutes` (later ones are skipped). */
  throttle?: { topic(params: P): string; minutes: number };
}

export const defineTemplate = <P>(template: MailTemplate<P>) => template;

const LinkParams = z.object({ name: z.string(), url: z.string() });
const NameParams = z.object({ name: z.string() });

/** Mail about the account itself: it always goes out and carries no unsubscribe link. */
export const ACCOUNT_TEMPLATES = {
  password_reset: defineTemplate({
    params: LinkParams,
    preference: null,
    render: (p) => ({
      subject: 'Reset your Takeoff password',
      preheader: 'The link works once, for 30 minutes.',
      heading: 'Reset your password',
      paragraphs: [`Hi ${p.name},`, 'Someone (hopefully you) asked to reset the password of your Takeoff account. The link below works once, for 30 minutes.'],
      button: { label: 'Choose a new password', url: p.url },
      footnote: "If you did not ask for this, ignore this email: your password stays as it is.",
    }),
  }),
  password_changed: defineTemplate({
    params: NameParams,
    preference: null,
    render: (p, ctx) => ({
      subject: 'Your Takeoff password was changed',
      preheader: 'Every other session was signed out.',
      heading: 'Your password was changed',
      paragraphs: [`Hi ${p.name},`, 'The password of your Takeoff account was just changed, and every other session was signed out.'],
      button: { label: 'Review your account', url: ctx.link('/account') },
      footnote: 'If this was not you, reset your password now with "Forgot password?" and review your active sessions.',
    }),
  }),
  verify_email: defineTemplate({
    params: LinkParams,
    preference: null,
    render: (p) => ({
      subject: 'Confirm your email address for Takeoff',
      preheader: 'One click and your address is confirmed.',
      heading: 'Confirm your email address',
      paragraphs: [`Hi ${p.name},`, 'Please confirm that this address is yours, so companies and candidates can reach you and you can recover your account.'],
      button: { label: 'Confirm my address', url: p.url },
      footnote: 'If you did not create a Takeoff account, ignore this email.',
    }),
  }),
  change_email_confirm: defineTemplate({
    params: LinkParams,
    preference: null,
    render: (p) => ({
      subject: 'Confirm your new email address for Takeoff',
      preheader: 'Your address changes once you confirm.',
      heading: 'Confirm your new address',
      paragraphs: [`Hi ${p.name},`, 'You asked to use this address for your Takeoff account. It changes once you confirm; the link works once, for 24 hours.'],
      button: { label: 'Use this address', url: p.url },
      footnote: 'If you did not ask for this, ignore this email: nothing changes.',
    }),
  }),
  org_invitation: defineTemplate({
    params: z.object({ organisation: z.string(), inviter: z.string().nullable(), role: z.string(), url: z.string(), expiresOn: z.string() }),
    preference: null,
    render: (p) => ({
      subject: `Join ${p.organisation} on Takeoff`,
      preheader: `You are invited as ${p.role}. The link works until ${p.expiresOn}.`,
      heading: `Join ${p.organisation} on Takeoff`,
      paragraphs: [
        `${p.inviter ?? 'Someone'} invited you to join ${p.organisation}'s hiring team on Takeoff as ${p.role}.`,
        `The link works once, until ${p.expiresOn}.`,
      ],
      button: { label: 'Accept the invitation', url: p.url },
      footnote: 'If you did not expect this, ignore this email: nothing happens without you.',
    }),
  }),
  scorecard_request: defineTemplate({
    params: z.object({ name: z.string(), requester: z.string(), candidate: z.string(), jobTitle: z.string(), applicationId: z.number() }),
    preference: null,
    render: (p, ctx) => ({
      subject: `Your scorecard for ${p.candidate} (${p.jobTitle})`,
      preheader: `${p.requester} asks for your independent evaluation.`,
      heading: 'A scorecard is waiting for you',
      paragraphs: [`Hi ${p.name},`, `${p.requester} asks for your scorecard on ${p.candidate}, who applied for ${p.jobTitle}. Others' scores stay hidden until you submit yours.`],
      button: { label: 'Write my scorecard', url: ctx.link(`/company/applications?application=${p.applicationId}`) },
      footnote: 'You get this mail because you are a member of this hiring team on Takeoff.',
    }),
  }),
  email_changed: defineTemplate({
    params: z.object({ name: z.string(), newEmail: z.string() }),
    preference: null,
    render: (p) => ({
      subject: 'The email address of your Takeoff account was changed',
      preheader: 'Mail now goes to your new address.',
      heading: 'Your email address was changed',
      paragraphs: [`Hi ${p.name},`, `Your Takeoff account now uses ${p.newEmail}. This address will no longer receive its mail.`],
      footnote: 'If this was not you, contact support straight away.',
    }),
  }),
};
