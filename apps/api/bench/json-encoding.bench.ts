/**
 * What an API answer costs to turn into bytes, in process: `JSON.stringify` then UTF-8 as one string, against
 * `http/json-bytes.ts`'s piece-by-piece encoder, for pipeline-board-shaped answers around its 60K-character switch.
 * Run it under each Node the API supports (`node --import tsx bench/run.ts json-encoding`): json-bytes exists for a
 * flattening cost of Node 20's V8, and goes when a supported Node no longer has it.
 */
import { jsonEncoder } from '../src/http/json-bytes';
import type { Benchmark, BenchRow } from './run';

const NAMES = ['Μαρία Παπαδοπούλου', 'Nikos Georgiou', 'Ελένη Δημητρίου', 'Chris Walker'];
const STATUSES = ['applied', 'shortlisted', 'interview', 'offer'] as const;

/** A page of jobs with their applicants, as `GET /api/applications/pipeline` answers it: names hold Greek letters. */
function pipelinePage(jobs: number, applicantsPerJob: number) {
  const at = new Date(Date.UTC(2026, 10, 1)).toISOString();
  return {
    items: Array.from({ length: jobs }, (_, j) => ({
      id: j + 1,
      title: `Backend engineer — team ${j}`,
      location: 'Αθήνα',
      workMode: 'hybrid',
      status: 'open',
      createdAt: at,
      applications: Array.from({ length: applicantsPerJob }, (_, a) => ({
        id: j * 1000 + a,
        jobId: j + 1,
        jobTitle: `Backend engineer — team ${j}`,
        companyId: 7,
        companyName: 'Ακμή Software',
        candidateId: 10_000 + a,
        status: STATUSES[a % STATUSES.length],
        coverMessage: a % 3 === 0 ? 'I would like to join your team and build the platform.' : null,
        appliedAt: at,
        statusChangedAt: at,
        candidateName: NAMES[a % NAMES.length],
        candidateEmail: `candidate${a}@example.com`,
        pitch: { id: a, title: 'My pitch', skills: ['TypeScript', 'SQL'], youtubeLink: null },
        movedBy: null,
      })),
    })),
    nextCursor: null,
  };
}

/** Median microseconds per call over `batches` batches of `calls` calls (bounded: no timing decides the loop). */
function microsPerCall(fn: () => unknown, calls: number, batches = 7): number {
  for (let i = 0; i < calls; i++) fn();
  const perBatch: number[] = [];
  for (let b = 0; b < batches; b++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) fn();
    perBatch.push(Number(process.hrtime.bigint() - start) / 1000 / calls);
  }
  perBatch.sort((x, y) => x - y);
  return perBatch[Math.floor(batches / 2)]!;
}

export const benchmark: Benchmark = {
  name: 'JSON answer encoding',
  async run() {
    const rows: BenchRow[] = [];
    const failures: string[] = [];
    for (const applicantsPerJob of [3, 6, 12, 36]) {
      const page = pipelinePage(25, applicantsPerJob);
      const whole = () => Buffer.from(JSON.stringify(page), 'utf8');
      const encode = jsonEncoder();
      const pieces = () => encode(page)!;
      if (!whole().equals(pieces())) failures.push(`${applicantsPerJob}/job: encodings differ`);
      const calls = applicantsPerJob > 12 ? 100 : 300;
      const wholeMicros = microsPerCall(whole, calls);
      const piecesMicros = microsPerCall(pieces, calls);
      rows.push({
        answer: `25 jobs × ${applicantsPerJob} applicants`,
        characters: JSON.stringify(page).length,
        'whole µs': Math.round(wholeMicros),
        'json-bytes µs': Math.round(piecesMicros),
        'json-bytes / whole': Number((piecesMicros / wholeMicros).toFixed(2)),
      });
    }
    return [
      {
        title: `JSON answer to UTF-8 bytes on Node ${process.versions.node} (median of 7 batches)`,
        rows,
        failures,
        notes: [
          'json-bytes switches to pieces above 60,000 characters; below it both are the same call.',
        ],
      },
    ];
  },
};
