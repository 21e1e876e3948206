import type { Page } from '@playwright/test';

const box = (type: string, payload: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
};

/** A tiny MP4 (real ftyp box + mdat) that passes the server's byte check. */
export function tinyMp4(): Buffer {
  const ftyp = box(
    'ftyp',
    Buffer.concat([Buffer.from('isom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2mp41')]),
  );
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(512, 0x2a))]);
}

/** Demo candidates get a pitch from the demo seed. */
export const DEMO_CANDIDATE_WITH_PITCH = {
  email: 'noah@takeoff.demo',
  password: 'takeoff-demo',
  name: 'Noah Fischer',
};

export async function signInViaApi(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', { data: account });
  if (response.status() !== 200) throw new Error(`login failed: ${response.status()}`);
}

export async function openJobFromBoard(page: Page, title: string) {
  await page.goto('/candidate/jobs');
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill(title);
  await page.getByText('1 opportunity found').waitFor();
  await page
    .getByRole('button', { name: `View details of ${title}` })
    .locator('visible=true')
    .click();
}
