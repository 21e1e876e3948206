import { describe, expect, it } from 'vitest';
import {
  LighthouseRuntimeError,
  medianRun,
  runLighthouseWithRetries,
  type LighthouseScores,
} from './lighthouse-run';

const scores: LighthouseScores = {
  url: 'http://127.0.0.1/',
  scores: { performance: 93, accessibility: 100, 'best-practices': 100, seo: 100 },
  metrics: {},
  failingAudits: [],
};

/** A runner that fails with the given errors first, then answers. */
function runner(failures: Error[]) {
  const calls: string[] = [];
  return {
    calls,
    run: async (url: string) => {
      calls.push(url);
      const failure = failures.shift();
      if (failure) throw failure;
      return scores;
    },
  };
}

describe('runLighthouseWithRetries', () => {
  it('runs again after a failed trace recording, and reports each retry', async () => {
    const { calls, run } = runner([
      new LighthouseRuntimeError('NO_NAVSTART', 'Please run Lighthouse again.'),
    ]);
    const retried: string[] = [];
    await expect(
      runLighthouseWithRetries('http://127.0.0.1/', 3, (e) => retried.push(e.code), run),
    ).resolves.toBe(scores);
    expect(calls).toHaveLength(2);
    expect(retried).toEqual(['NO_NAVSTART']);
  });

  it('gives up after the last attempt', async () => {
    const { calls, run } = runner(
      [1, 2, 3].map(() => new LighthouseRuntimeError('NO_FCP', 'no paint')),
    );
    await expect(runLighthouseWithRetries('http://127.0.0.1/', 3, undefined, run)).rejects.toThrow(
      'Lighthouse: NO_FCP no paint',
    );
    expect(calls).toHaveLength(3);
  });

  it('does not retry other errors', async () => {
    const { calls, run } = runner([
      new LighthouseRuntimeError('ERRORED_DOCUMENT_REQUEST', 'status 500'),
      new Error('never reached'),
    ]);
    await expect(runLighthouseWithRetries('http://127.0.0.1/', 3, undefined, run)).rejects.toThrow(
      'ERRORED_DOCUMENT_REQUEST',
    );
    const { calls: plainCalls, run: plain } = runner([new Error('Chrome did not start')]);
    await expect(
      runLighthouseWithRetries('http://127.0.0.1/', 3, undefined, plain),
    ).rejects.toThrow('Chrome did not start');
    expect([calls.length, plainCalls.length]).toEqual([1, 1]);
  });
});

describe('medianRun', () => {
  const run = (performance: number | null, url = `run-${performance}`): LighthouseScores => ({
    ...scores,
    url,
    scores: { ...scores.scores, performance },
  });

  it('takes the run of the middle performance score, whatever the order', () => {
    expect(medianRun([run(97), run(88), run(93)]).url).toBe('run-93');
    expect(medianRun([run(88), run(93), run(97)]).url).toBe('run-93');
  });

  it('counts a run without a score as the lowest, and takes the lower middle of an even count', () => {
    expect(medianRun([run(null), run(95), run(90)]).url).toBe('run-90');
    expect(medianRun([run(99), run(91)]).url).toBe('run-91');
    expect(medianRun([run(96)]).url).toBe('run-96');
  });

  it('refuses no runs', () => {
    expect(() => medianRun([])).toThrow(/no Lighthouse runs/);
  });
});
