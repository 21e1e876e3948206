import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

/**
 * A real SMTP server on 127.0.0.1 for tests: it parses every message it accepts, and can be told to refuse mail
 * (a 4xx or 5xx answer) or be stopped and started again on the same port (a server that goes down).
 */
export class SmtpCapture {
  readonly received: ParsedMail[] = [];
  /** Set to answer every message with this SMTP code (e.g. 451 or 550) instead of accepting it. */
  refuseWith: number | null = null;
  /** Messages offered to this server, accepted or refused. */
  attempts = 0;
  private server: SMTPServer | null = null;
  private port = 0;
  private waiters: (() => void)[] = [];

  private create() {
    const options: SMTPServerOptions = {
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.attempts++;
          if (this.refuseWith) {
            const error = new Error(
              this.refuseWith >= 500 ? 'Mailbox unavailable' : 'Try again later',
            ) as Error & { responseCode: number };
            error.responseCode = this.refuseWith;
            callback(error);
            return;
          }
          simpleParser(Buffer.concat(chunks))
            .then((mail) => {
              this.received.push(mail);
              for (const wake of this.waiters.splice(0)) wake();
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    };
    return new SMTPServer(options);
  }

  async start() {
    this.server = this.create();
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop() {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until at least `count` messages arrived (or fails after `timeoutMs`); returns them all. */
  async waitFor(count: number, timeoutMs = 15_000) {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} mail(s), got ${this.received.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.received;
  }

  /** The mail sent to an address, in arrival order. */
  to(address: string) {
    return this.received.filter((mail) => {
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      return to.some((a) =>
        a.value.some((v) => v.address?.toLowerCase() === address.toLowerCase()),
      );
    });
  }
}
