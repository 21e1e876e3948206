import { and, eq, gt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Locale } from '@takeoff/shared/locale';
import { MAIL_PREFERENCE_DEFAULTS, type MailPreferenceKind } from '@takeoff/shared/mail';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/auth';
import { mailDeliveries, mailPreferences } from '../../db/schema/mail';
import { orgMembers } from '../../db/schema/org';
import type { AppDeps } from '../../deps';
import { localeOr, serverT } from '../../i18n';
import { renderLayout, type RenderedMail } from './mail-layout';
import type { MailJobData } from './mail-queue';
import { ACCOUNT_TEMPLATES, type MailTemplate } from './mail-templates';
import { isPermanentFailure, type MailTransport } from './mail-transport';
import { UnsubscribeLinks } from './mail-links';
import { linkSigningKey } from './installation-key';
import { NOTIFICATION_TEMPLATES } from './notification-templates';
import { VIDEO_ANSWER_TEMPLATES } from './video-answer-templates';
import { ORGANISATION_MAILBOX_DOMAIN } from '../org/organisation-identity';

export const MAIL_TEMPLATES = {
  ...ACCOUNT_TEMPLATES,
  ...NOTIFICATION_TEMPLATES,
  ...VIDEO_ANSWER_TEMPLATES,
};
export type MailTemplateName = keyof typeof MAIL_TEMPLATES;
type ParamsOf<N extends MailTemplateName> =
  (typeof MAIL_TEMPLATES)[N] extends MailTemplate<infer P> ? P : never;

export const unsubscribeLinks = (deps: Pick<AppDeps, 'config'>) =>
  new UnsubscribeLinks(
    linkSigningKey(deps.config),
    deps.config.appOrigin,
    deps.config.UNSUBSCRIBE_LINK_DAYS,
  );

/**
 * Queues a mail in `exec`, the transaction of the change that caused it: it goes out only if that change commits,
 * and never on the request path. Preferences are checked when it is sent (they may change while it waits).
 */
export async function queueMail<N extends MailTemplateName>(
  deps: Pick<AppDeps, 'mail'>,
  exec: Executor,
  template: N,
  to: { email: string; userId: number | null; locale?: Locale | null },
  params: ParamsOf<N>,
  options: { startAfter?: Date } = {},
) {
  const data: MailJobData = {
    template,
    to: await deliverableAddress(exec, to.email, to.userId),
    userId: to.userId,
    params: params as Record<string, unknown>,
  };
  if (to.locale) data.locale = to.locale;
  await deps.mail.enqueue(exec, data, options);
}

/** Mail to an organisation whose identity is separate from its founder goes to its owner's address. */
async function deliverableAddress(exec: Executor, email: string, userId: number | null) {
  if (userId == null || !email.endsWith(ORGANISATION_MAILBOX_DOMAIN)) return email;
  const [owner] = await exec
    .select({ email: users.email })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(and(eq(orgMembers.orgId, userId), eq(orgMembers.role, 'owner')))
    .limit(1);
  return owner?.email ?? email;
}

/**
 * The language a mail goes out in: the recipient's choice when it is sent (they may change it while the mail
 * waits), else the one the mail was queued with (an invitation: the inviter's), else English.
 */
export async function mailLocaleOf(
  exec: Executor,
  data: Pick<MailJobData, 'userId' | 'locale'>,
): Promise<Locale> {
  if (data.userId != null) {
    const [row] = await exec
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.id, data.userId))
      .limit(1);
    if (row?.locale) return row.locale;
  }
  return localeOr(data.locale);
}

/**
 * The zone a mail's times are written in: the recipient's when it is sent; for an organisation (its identity row
 * has none), its owner's, who reads its mail.
 */
export async function mailTimeZoneOf(
  exec: Executor,
  data: Pick<MailJobData, 'userId'>,
): Promise<string | null> {
  if (data.userId == null) return null;
  const result = await exec.execute(sql`
    select coalesce(u.time_zone, (
      select p.time_zone from org_members m join users p on p.id = m.user_id
       where m.org_id = u.id and m.role = 'owner' and u.password_hash = '' limit 1)) as time_zone
      from users u where u.id = ${data.userId}`);
  return (result.rows[0] as { time_zone: string | null } | undefined)?.time_zone ?? null;
}

export async function mailPreferencesOf(
  exec: Executor,
  userId: number,
): Promise<Record<MailPreferenceKind, boolean>> {
  const [row] = await exec
    .select()
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId))
    .limit(1);
  if (!row) return { ...MAIL_PREFERENCE_DEFAULTS };
  return {
    interviews: row.interviews,
    applications: row.applications,
    messages: row.messages,
    digest: row.digest,
  };
}

/**
 * Renders a queued mail (tests and the worker) in `locale` (the worker passes the recipient's, see mailLocaleOf;
 * without it, the language the mail was queued with, else English).
 */
export async function renderMail(
  deps: Pick<AppDeps, 'config'>,
  data: MailJobData,
  locale: Locale = localeOr(data.locale),
  timeZone: string | null = null,
): Promise<
  RenderedMail & {
    template: MailTemplate<unknown>;
    unsubscribe: ReturnType<UnsubscribeLinks['urls']> | null;
    params: unknown;
    locale: Locale;
  }
> {
  const template = MAIL_TEMPLATES[data.template as MailTemplateName] as
    MailTemplate<unknown> | undefined;
  if (!template) throw new Error(`unknown mail template ${data.template}`);
  const params = template.params.parse(data.params);
  const unsubscribe =
    template.preference && data.userId != null
      ? unsubscribeLinks(deps).urls(data.userId, template.preference)
      : null;
  const t = serverT(locale, 'mail');
  const rendered = await renderLayout(
    template.render(params, {
      link: (path) => `${deps.config.appOrigin}${path}`,
      locale,
      t,
      timeZone,
    }),
    unsubscribe?.page ?? null,
    locale,
  );
  return { ...rendered, template, unsubscribe, params, locale };
}

type Outcome = 'sent' | 'failed' | 'skipped';

async function record(
  exec: Executor,
  jobId: string,
  data: MailJobData,
  status: Outcome,
  detail: string | null,
  topic: string | null,
) {
  await exec
    .insert(mailDeliveries)
    .values({
      jobId,
      userId: data.userId,
      template: data.template,
      status,
      detail: detail?.slice(0, 500) ?? null,
      topic,
    })
    .onConflictDoNothing();
}

/**
 * Sends one queued mail. Throws to have the queue retry it later (server down, 4xx); records a permanent refusal
 * (5xx) as failed without retrying; skips mail the user turned off, or that its template no longer wants.
 */
export async function deliverMail(
  deps: AppDeps,
  transport: MailTransport,
  job: { id: string; data: MailJobData },
  logger: Logger = deps.logger,
): Promise<Outcome> {
  const { data } = job;
  const [done] = await deps.db
    .select({ status: mailDeliveries.status })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.jobId, job.id))
    .limit(1);
  // A job taken again after its worker died between sending and completing it: handled already.
  if (done) return done.status;
  const rendered = await renderMail(
    deps,
    data,
    await mailLocaleOf(deps.db, data),
    await mailTimeZoneOf(deps.db, data),
  );
  const { template, params } = rendered;
  const t = serverT(rendered.locale, 'mail');
  const topic = template.throttle ? template.throttle.topic(params) : null;
  const skip = async (why: string) => {
    await record(deps.db, job.id, data, 'skipped', why, topic);
    return 'skipped' as const;
  };
  if (
    template.preference &&
    data.userId != null &&
    !(await mailPreferencesOf(deps.db, data.userId))[template.preference]
  )
    return skip('turned off by the user');
  if (template.stillWanted && !(await template.stillWanted(deps, params, data.userId)))
    return skip('no longer relevant');
  if (template.throttle && topic && data.userId != null) {
    const since = new Date(Date.now() - template.throttle.minutes * 60_000);
    const [recent] = await deps.db
      .select({ id: mailDeliveries.id })
      .from(mailDeliveries)
      .where(
        and(
          eq(mailDeliveries.userId, data.userId),
          eq(mailDeliveries.topic, topic),
          eq(mailDeliveries.status, 'sent'),
          gt(mailDeliveries.createdAt, since),
        ),
      )
      .limit(1);
    if (recent) return skip(`one mail per ${template.throttle.minutes} minutes`);
  }
  try {
    await transport.send({
      from: deps.config.MAIL_FROM,
      to: data.to,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      attachments: template.attachments?.(params, t) ?? [],
      ...(rendered.unsubscribe
        ? {
            list: {
              unsubscribe: { url: rendered.unsubscribe.oneClick, comment: t('layout.unsubscribe') },
            },
            headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          }
        : {}),
    });
  } catch (error) {
    if (!isPermanentFailure(error)) throw error;
    const reason = (error as Error).message;
    logger.warn(
      { jobId: job.id, template: data.template, reason },
      'mail refused permanently: not retried',
    );
    await record(deps.db, job.id, data, 'failed', reason, topic);
    return 'failed';
  }
  await record(deps.db, job.id, data, 'sent', null, topic);
  return 'sent';
}

/** Erasure: mail waiting for the user is dropped with their data. */
export async function dropQueuedMail(deps: Pick<AppDeps, 'mail'>, exec: Executor, userId: number) {
  await deps.mail.dropQueuedFor(exec, userId);
}
