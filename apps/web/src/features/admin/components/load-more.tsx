import { Button } from '@/components/ui/button';
import { useT } from '../i18n';

export function LoadMore({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}) {
  const { t } = useT();
  if (!hasNextPage) return null;
  return (
    <Button
      variant="outline"
      className="mx-auto"
      onClick={() => fetchNextPage()}
      disabled={isFetchingNextPage}
    >
      {isFetchingNextPage ? t('common.loading') : t('common.loadMore')}
    </Button>
  );
}
