import { randomUUID } from 'node:crypto';
import type { AuthResponse } from '@takeoff/shared/auth';
import { jobInput } from '../modules/applications/test-factories';
import type { ApiClient } from './load-client';
import { TEST_PASSWORD } from './harness';

export interface Actor {
  id: number;
  name: string;
  role: 'company' | 'candidate';
  token: string;
}

export interface LoadJob {
  id: number;
  companyId: number;
  title: string;
}

/** The users and jobs one load run works on, all created through the API and tagged so searches find only them. */
export interface LoadWorld {
  tag: string;
  companies: Actor[];
  candidates: Actor[];
  jobs: LoadJob[];
}

export interface WorldSize {
  companies: number;
  jobsPerCompany: number;
  candidates: number;
}

async function register(client: ApiClient, role: Actor['role'], name: string): Promise<Actor> {
  const email = `load-${role}-${randomUUID().slice(0, 12)}@test.takeoff`;
  const body = await client.expect<AuthResponse>(201, 'POST', '/api/auth/register', {
    body: { email, name, password: TEST_PASSWORD, role },
  });
  // Companies accept the Company Terms before they may see candidates, as in the product.
  if (role === 'company')
    await client.expect(201, 'POST', '/api/company-consent', { token: body.token, body: {} });
  return { id: body.user.id, name, role, token: body.token };
}

/** Companies with live jobs, candidates with a pitch (applying requires one). */
export async function buildWorld(client: ApiClient, size: WorldSize): Promise<LoadWorld> {
  const tag = `lw${randomUUID().slice(0, 8)}`;
  const companies: Actor[] = [];
  const candidates: Actor[] = [];
  const jobs: LoadJob[] = [];
  for (let c = 0; c < size.companies; c++) {
    const company = await register(client, 'company', `Load Company ${c} ${tag}`);
    companies.push(company);
    for (let j = 0; j < size.jobsPerCompany; j++) {
      const title = `Load Engineer ${tag} ${c}-${j}`;
      const job = await client.expect<{ id: number }>(201, 'POST', '/api/jobs', {
        token: company.token,
        body: jobInput({ title }),
      });
      jobs.push({ id: job.id, companyId: company.id, title });
    }
  }
  const world = { tag, companies, candidates, jobs };
  for (let i = 0; i < size.candidates; i++) await addCandidate(client, world);
  return world;
}

/** A candidate with a pitch, part of the world (its writes are checked with the others'). */
export async function addCandidate(client: ApiClient, world: LoadWorld): Promise<Actor> {
  const candidate = await register(
    client,
    'candidate',
    `Load Candidate ${world.candidates.length} ${world.tag}`,
  );
  await client.expect(201, 'POST', '/api/candidate-pitches', {
    token: candidate.token,
    body: {
      title: `Pitch ${world.tag}`,
      skills: ['Node', 'Postgres'],
      youtubeLink: 'https://youtu.be/dQw4w9WgXcQ',
    },
  });
  world.candidates.push(candidate);
  return candidate;
}
