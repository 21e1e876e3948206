import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/**
 * 'Load more' under a keyset-paged list (a TanStack infinite query). While the next page loads the button stays
 * focusable (aria-disabled, not disabled), so a keyboard user keeps their place in the list.
 */
export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  label,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  label?: string;
}) {
  const { t } = useTranslation();
  if (!hasNextPage) return null;
  return (
    <div className="mt-4 flex justify-center">
      <Button
        variant="outline"
        aria-disabled={isFetchingNextPage}
        aria-busy={isFetchingNextPage}
        onClick={() => {
          if (!isFetchingNextPage) void fetchNextPage();
        }}
      >
        {isFetchingNextPage ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {isFetchingNextPage ? t('loadMore.loading') : (label ?? t('loadMore.label'))}
      </Button>
    </div>
  );
}
