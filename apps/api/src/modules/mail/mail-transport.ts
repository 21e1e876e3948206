import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { Logger } from 'pino';
import type { Config } from '../../config';

export interface MailTransport {
  /** Where mail goes, for the start banner: the SMTP server (without its credentials) or the outbox folder. */
  readonly description: string;
  send(message: Mail.Options): Promise<{ messageId: string; file?: string }>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise every message is written as an RFC 5322 .eml file under DATA_DIR/outbox. */
export function createMailTransport(config: Config, logger: Logger): MailTransport {
  if (config.SMTP_URL) {
    const transporter = nodemailer.createTransport(config.SMTP_URL);
    const url = new URL(config.SMTP_URL);
    return {
      description: `SMTP ${url.protocol}//${url.host}`,
      send: async (message) => ({ messageId: (await transporter.sendMail(message)).messageId }),
      close: () => transporter.close(),
    };
  }
  const outbox = path.resolve(config.DATA_DIR, 'outbox');
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    description: `files in ${outbox}`,
    send: async (message) => {
      const info = await builder.sendMail(message);
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(
        outbox,
        `${stamp}-${info.messageId.replace(/[^A-Za-z0-9@.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.info({ file, to: message.to, subject: message.subject }, 'mail written to the outbox');
      return { messageId: info.messageId, file };
    },
    close: () => builder.close(),
  };
}

/** An SMTP answer that will not change on retry (5xx): the mail is recorded as failed instead of retried. */
export function isPermanentFailure(error: unknown) {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
