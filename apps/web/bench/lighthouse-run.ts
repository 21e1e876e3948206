import { requireChromium } from '../chromium-path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const LIGHTHOUSE_CATEGORIES = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;

export interface LighthouseScores {
  url: string;
  /** 0–100 per category, as Lighthouse shows them. */
  scores: Record<(typeof LIGHTHOUSE_CATEGORIES)[number], number | null>;
  metrics: Record<string, string | null>;
  /** Audits below a full score, for the report: what to fix next. */
  failingAudits: { id: string; title: string; score: number | null; displayValue?: string }[];
}

/** Lighthouse's own failures of one recording, which it answers with "Please run Lighthouse again". */
const TRANSIENT = new Set([
  'NO_NAVSTART',
  'NO_FCP',
  'NO_LCP',
  'NO_TRACING_STARTED',
  'PROTOCOL_TIMEOUT',
  'NO_DOCUMENT_REQUEST',
]);

export class LighthouseRuntimeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`Lighthouse: ${code} ${message}`);
  }
}

/**
 * `runLighthouse`, run again (up to `attempts` times in all) when Lighthouse's trace recording itself
 * failed: on a loaded 2-core machine NO_NAVSTART comes now and then. Other errors end it at once.
 */
export async function runLighthouseWithRetries(
  url: string,
  attempts = 3,
  onRetry?: (error: LighthouseRuntimeError) => void,
  run: (url: string) => Promise<LighthouseScores> = runLighthouse,
): Promise<LighthouseScores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(url);
    } catch (error) {
      if (
        !(error instanceof LighthouseRuntimeError) ||
        !TRANSIENT.has(error.code) ||
        attempt >= attempts
      )
        throw error;
      onRetry?.(error);
    }
  }
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'total-byte-weight',
];

/**
 * One Lighthouse navigation of `url` with the default (mobile) settings: a phone-sized screen,
 * simulated slow 4G and a 4× slower CPU. Chromium: CHROMIUM_PATH, Debian's, or Playwright's (see chromium-path.ts).
 */
export async function runLighthouse(url: string): Promise<LighthouseScores> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? requireChromium().executablePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(lhr.runtimeError.code, lhr.runtimeError.message);
    const scores = Object.fromEntries(
      LIGHTHOUSE_CATEGORIES.map((id) => {
        const score = lhr.categories[id]?.score;
        return [id, typeof score === 'number' ? Math.round(score * 100) : null];
      }),
    ) as LighthouseScores['scores'];
    const metrics = Object.fromEntries(
      METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? null]),
    );
    const audited = new Set(
      LIGHTHOUSE_CATEGORIES.flatMap(
        (id) =>
          lhr.categories[id]?.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id) ?? [],
      ),
    );
    const failingAudits = [...audited]
      .map((id) => lhr.audits[id])
      .filter(
        (audit) =>
          audit &&
          audit.score !== null &&
          audit.score < 1 &&
          audit.scoreDisplayMode !== 'informative',
      )
      .map((audit) => ({
        id: audit!.id,
        title: audit!.title,
        score: audit!.score,
        ...(audit!.displayValue ? { displayValue: audit!.displayValue } : {}),
      }));
    return { url, scores, metrics, failingAudits };
  } finally {
    chrome.kill();
  }
}

/**
 * The run of median performance score among several (the bench runs three: one run on a shared machine
 * swings by several points). Ties keep the earlier run.
 */
export function medianRun(runs: readonly LighthouseScores[]): LighthouseScores {
  if (runs.length === 0) throw new Error('no Lighthouse runs to take the median of');
  const ordered = [...runs].sort(
    (a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1),
  );
  return ordered[Math.floor((ordered.length - 1) / 2)]!;
}
