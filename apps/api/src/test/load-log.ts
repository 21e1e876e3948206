import { describeOutcome, isDatabaseUnavailable, type Outcome } from './load-client';

/** `uncertain`: an attempt got no clear answer (503, reset); until a retry settles it, the row may or may not exist. */
export type WriteState = 'acked' | 'uncertain';

export interface ApplyRecord {
  candidateId: number;
  jobId: number;
  /** The job's company, which the application notifies. */
  companyId: number;
  state: WriteState;
  /** Known when the 201 was received; a retry answered 409 "already applied" confirms an earlier attempt instead. */
  applicationId: number | null;
}

export interface RatingRecord {
  raterId: number;
  targetId: number;
  targetType: 'company' | 'candidate';
  /** The last value the server acknowledged (null: none yet). */
  acked: number | null;
  /** A value sent whose outcome is unknown; retried until acknowledged. */
  pending: number | null;
}

export interface MoveRecord {
  applicationId: number;
  companyId: number;
  state: WriteState;
}

export interface JobRecord {
  companyId: number;
  title: string;
  state: WriteState;
}

/** What happened to a call, from the load's point of view. */
export type Reading = 'ok' | 'unavailable' | 'refused' | 'unexpected';

/**
 * The client's side of a load run: every outcome counted, every write and whether the server
 * acknowledged it. Checked afterwards against the database.
 */
export class LoadLog {
  readonly applies = new Map<string, ApplyRecord>();
  readonly ratings = new Map<string, RatingRecord>();
  readonly moves = new Map<number, MoveRecord>();
  /** Jobs posted during the run, by their (unique) title. */
  readonly jobs = new Map<string, JobRecord>();
  /** Calls by status code (or network error code). */
  readonly outcomes = new Map<string, number>();
  /** Anything outside the contract: 5xx other than the agreed 503, hangs, resets, statuses the flow never expects. */
  readonly unexpected: string[] = [];
  unavailable = 0;
  refused = 0;

  /**
   * `refusalExpected`: the server is shutting down, so a refused connection is the correct answer.
   * So is a reset before any answer: a connection still in the kernel's queue when the listener
   * closes is reset, not refused. Either way the server never read the request, which the database
   * check confirms: a write it had applied would show up there unacknowledged.
   */
  constructor(private readonly refusalExpected = false) {}

  read(label: string, outcome: Outcome, expectedStatus: number): Reading {
    const key = outcome.kind === 'response' ? String(outcome.status) : `network:${outcome.code}`;
    this.outcomes.set(key, (this.outcomes.get(key) ?? 0) + 1);
    if (outcome.kind === 'response' && outcome.status === expectedStatus) return 'ok';
    if (isDatabaseUnavailable(outcome)) {
      this.unavailable++;
      return 'unavailable';
    }
    if (
      this.refusalExpected &&
      outcome.kind === 'network' &&
      ['ECONNREFUSED', 'ECONNRESET', 'EPIPE'].includes(outcome.code)
    ) {
      this.refused++;
      return 'refused';
    }
    this.unexpected.push(`${label}: ${describeOutcome(outcome)}`);
    return 'unexpected';
  }

  calls(): number {
    let total = 0;
    for (const count of this.outcomes.values()) total += count;
    return total;
  }

  acknowledged() {
    const applies = [...this.applies.values()].filter((r) => r.state === 'acked').length;
    const ratings = [...this.ratings.values()].filter((r) => r.acked !== null).length;
    const moves = [...this.moves.values()].filter((r) => r.state === 'acked').length;
    const jobs = [...this.jobs.values()].filter((r) => r.state === 'acked').length;
    return { applies, ratings, moves, jobs, total: applies + ratings + moves + jobs };
  }

  /** Writes whose outcome is still unknown; verification needs none. */
  unresolved(): string[] {
    return [
      ...[...this.applies.entries()]
        .filter(([, r]) => r.state === 'uncertain')
        .map(([key]) => `apply ${key}`),
      ...[...this.ratings.entries()]
        .filter(([, r]) => r.pending !== null)
        .map(([key]) => `rating ${key}`),
      ...[...this.moves.entries()]
        .filter(([, r]) => r.state === 'uncertain')
        .map(([key]) => `move ${key}`),
      ...[...this.jobs.entries()]
        .filter(([, r]) => r.state === 'uncertain')
        .map(([key]) => `job ${key}`),
    ];
  }

  summary() {
    return {
      calls: this.calls(),
      outcomes: Object.fromEntries(this.outcomes),
      acknowledged: this.acknowledged(),
      unavailable: this.unavailable,
      refused: this.refused,
    };
  }
}
