import type { RatingTargetType } from '@takeoff/shared/ratings';
import { useMe } from '@/features/auth/api/get-me';
import { RatingWidget as RatingWidgetForViewer } from '@/features/ratings/components/rating-widget';

/**
 * The 5-star rating widget for route files: `<RatingWidget targetId={id} targetType="candidate" />`.
 * It wires in the signed-in user, since features (ratings) may not import another feature (auth).
 */
export function RatingWidget({
  targetId,
  targetType,
  className,
  onRated,
}: {
  targetId: number;
  targetType: RatingTargetType;
  className?: string;
  onRated?: () => void;
}) {
  const { data: user } = useMe();
  return (
    <RatingWidgetForViewer
      targetId={targetId}
      targetType={targetType}
      viewer={user}
      className={className}
      onRated={onRated}
    />
  );
}
