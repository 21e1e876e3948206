import type { VideoAnswersSummary } from '@takeoff/shared/video-answers';
import { Badge } from '@/components/ui/badge';
import { useT } from '../i18n';
import { badgeOf } from '../lib/answer-rules';

/** The pipeline card's line: "Answers: 2 of 3", "Answered" or "Overdue"; nothing when the applicant was not asked. */
export function AnswersBadge({ summary }: { summary: VideoAnswersSummary | null | undefined }) {
  const { t } = useT();
  if (!summary) return null;
  const badge = badgeOf(summary);
  return (
    <Badge variant={badge.tone} data-testid="answers-badge">
      {badge.key === 'badge.progress' ? t(badge.key, badge.values) : t(badge.key)}
    </Badge>
  );
}
