// The score reviews' constants and rules, without their schemas: a card that only shows scores imports these, not
// zod. score-reviews.ts re-exports them.

export const AUTOMATED_SCORES = ['mood', 'confidence'] as const;
type AutomatedScoreName = (typeof AUTOMATED_SCORES)[number];

export const JUDGEMENT_MAX_LENGTH = 80;
export const OVERRIDE_REASON_MAX_LENGTH = 500;
export const REVIEW_MESSAGE_MAX_LENGTH = 500;
export const REVIEW_NOTE_MAX_LENGTH = 1_000;

export const REVIEW_STATUSES = ['open', 'reviewed'] as const;

/** The latest override per score (an organisation may have several applications from one candidate). */
export function latestOverrides<O extends { score: AutomatedScoreName; at: string }>(
  overrides: readonly O[],
) {
  const latest: Partial<Record<AutomatedScoreName, O>> = {};
  for (const o of overrides) {
    const current = latest[o.score];
    if (!current || current.at < o.at) latest[o.score] = o;
  }
  return latest;
}
