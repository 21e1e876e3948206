import { useMe } from '@/features/auth/api/get-me';
import { TopTalentsPage } from '@/features/rankings/pages/top-talents-page';
import { ConsentGateSlot } from '../consent-gate-slot';
import { RatingWidget } from '../rating-widget';

/** /top-talents for any signed-in role, behind the same consent as the area pages; companies can rate the ranked candidates in place. */
export function Component() {
  const { data: user } = useMe();
  return (
    <ConsentGateSlot>
      <TopTalentsPage
        isAdmin={user?.role === 'admin'}
        rowActions={
          user?.role === 'company'
            ? (entry) => <RatingWidget targetId={entry.candidateId} targetType="candidate" />
            : undefined
        }
        // Companies open the pitches, admins the back-office; a candidate only their own pitch (never the landing page).
        profileLink={(entry) =>
          user?.role === 'company'
            ? '/company/candidates'
            : user?.role === 'admin'
              ? '/admin'
              : entry.candidateId === user?.id
                ? '/candidate/pitch'
                : null
        }
      />
    </ConsentGateSlot>
  );
}
