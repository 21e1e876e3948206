import type { AppDeps } from '../../deps';
import { deliverMail } from './mail.service';
import { createMailTransport, type MailTransport } from './mail-transport';

/** Starts sending queued mail; returns how to stop. Every API instance runs one: each job still goes out once. */
export async function startMailWorker(
  deps: AppDeps,
  transport: MailTransport = createMailTransport(deps.config, deps.logger),
) {
  await deps.mail.work(async (job) => {
    await deliverMail(deps, transport, job);
  });
  return {
    transport,
    stop: async () => {
      await deps.mail.stopWorking();
      transport.close();
    },
  };
}
