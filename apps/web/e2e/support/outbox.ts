import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser } from 'mailparser';

/** Where the API writes mail without SMTP_URL: <DATA_DIR>/outbox, DATA_DIR shared by playwright.config.ts. */
function outboxDir() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return join(dataDir, 'outbox');
}

/** The path and query of the newest link to `path` (e.g. '/reset-password') in a mail to `address`, or null. */
export async function newestMailLink(
  address: string,
  path: string,
  except?: string,
): Promise<string | null> {
  const files = await readdir(outboxDir()).catch(() => [] as string[]);
  // File names start with an ISO time stamp: the newest sorts last.
  for (const file of files
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()) {
    const raw = await readFile(join(outboxDir(), file));
    // Addresses are unique per test: skip the other tests' mail without parsing it.
    if (!raw.includes(address)) continue;
    const mail = await simpleParser(raw);
    const recipients = [mail.to ?? []]
      .flat()
      .flatMap((to) => to.value.map((entry) => entry.address?.toLowerCase()));
    if (!recipients.includes(address.toLowerCase())) continue;
    const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = (mail.text ?? '').match(
      new RegExp(`https?://[^\\s/]+(${escaped}\\?token=[^\\s>"]+)`),
    );
    if (match?.[1]) return match[1] === except ? null : match[1];
  }
  return null;
}

/**
 * Waits for the background mail worker (it polls every couple of seconds) to send a link to `address`; with `except`,
 * for a newer link than that one (after asking for a new link).
 */
export async function waitForMailLink(
  address: string,
  path: string,
  except?: string,
): Promise<string> {
  await expect
    .poll(() => newestMailLink(address, path, except), {
      message: `a mail to ${address} with a ${path} link`,
      timeout: 30_000,
      intervals: [500, 1000, 2000],
    })
    .not.toBeNull();
  const link = await newestMailLink(address, path, except);
  if (!link) throw new Error(`No ${path} link in the mail to ${address}`);
  return link;
}
