import { Award, Medal, Trophy } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '../i18n';

const ICONS = [Trophy, Medal, Award];
const VARIANTS = ['default', 'boarding', 'live'] as const;

/** Top Talent / Runner Up / Third Place for the top three; nothing below. */
const isPodium = (position: number): position is 1 | 2 | 3 => position >= 1 && position <= 3;

export function RankBadge({ position }: { position: number }) {
  const { t } = useT();
  if (!isPodium(position)) return null;
  const label = t(`badges.${position}`);
  const Icon = ICONS[position - 1]!;
  return (
    <Badge variant={VARIANTS[position - 1]}>
      <Icon className="size-3" aria-hidden />
      {label}
    </Badge>
  );
}

/** The position in a split-flap-style cell. */
export function PositionCell({ position }: { position: number }) {
  const { t } = useT();
  return (
    <span
      className="flex size-10 shrink-0 items-center justify-center rounded-md bg-board-cell font-mono text-lg font-bold text-board ring-1 ring-border"
      aria-label={t('position', { position })}
    >
      {String(position).padStart(2, '0')}
    </span>
  );
}
