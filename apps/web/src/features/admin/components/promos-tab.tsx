import { Eye, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useBulkDeletePromos, useDeletePromo } from '../api/delete-promos';
import { usePromos } from '../api/get-promos';
import { ConfirmButton } from '@/components/confirm-button';
import { LoadMore } from './load-more';
import { formatDate } from './role-badge';
import { useSelection } from './selection';
import { useT } from '../i18n';

export function PromosTab() {
  const { t } = useT();
  const promos = usePromos();
  const remove = useDeletePromo();
  const bulk = useBulkDeletePromos();
  const { selected, toggle, clear } = useSelection();
  if (promos.isPending) return <Skeleton className="h-64 w-full" />;
  if (promos.isError) return <p role="alert">{t('promos.loadFailed')}</p>;
  const items = promos.data.pages.flatMap((p) => p.items);
  if (items.length === 0)
    return <p className="py-8 text-center text-muted-foreground">{t('promos.empty')}</p>;

  const deleteSelected = () =>
    bulk.mutate([...selected], {
      onSuccess: ({ deleted }) => {
        clear();
        showSuccessToast(t('promos.bulkDeleted', { count: deleted }));
      },
      onError: (e) =>
        showDestructiveToast(
          t('common.bulkDeleteFailedTitle'),
          errorMessage(e, t('promos.bulkDeleteFailed')),
        ),
    });

  return (
    <div className="grid grid-cols-1 gap-3">
      {selected.size > 0 ? (
        <div className="flex items-center justify-between rounded-lg border border-border bg-surface-raised p-3">
          <span>{t('common.selected', { count: selected.size })}</span>
          <ConfirmButton
            label={t('common.deleteSelected')}
            description={t('promos.confirmBulkDelete', { count: selected.size })}
            onConfirm={deleteSelected}
            disabled={bulk.isPending}
          >
            {t('common.deleteSelected')}
          </ConfirmButton>
        </div>
      ) : null}
      {items.map((p) => (
        <Card key={p.id}>
          <CardContent className="flex gap-3 pt-6">
            <Checkbox
              checked={selected.has(p.id)}
              onCheckedChange={(v) => toggle(p.id, v === true)}
              aria-label={t('promos.select', { name: p.company_name })}
              className="mt-1"
            />
            <div className="grid min-w-0 flex-1 grid-cols-1 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <p className="font-medium">{p.company_name}</p>
                <Badge variant="boarding">{t('promos.company')}</Badge>
              </div>
              <p className="truncate text-sm text-muted-foreground">{p.company_email}</p>
              <p className="text-xs text-muted-foreground">
                {t('promos.updated', { date: formatDate(p.updated_at), count: p.questions.length })}
              </p>
            </div>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
              {p.video_url ? (
                <Button asChild variant="outline" size="sm">
                  <a
                    href={p.video_url}
                    target="_blank"
                    rel="noreferrer noopener"
                    aria-label={t('promos.view', { name: p.company_name })}
                  >
                    <Eye aria-hidden />
                  </a>
                </Button>
              ) : null}
              <ConfirmButton
                label={t('promos.delete', { name: p.company_name })}
                description={t('promos.confirmDelete', { name: p.company_name })}
                onConfirm={() =>
                  remove.mutate(p.id, {
                    onSuccess: () => {
                      toggle(p.id, false);
                      showSuccessToast(t('promos.deleted'));
                    },
                    onError: (e) =>
                      showDestructiveToast(
                        t('common.deleteFailedTitle'),
                        errorMessage(e, t('promos.deleteFailed')),
                      ),
                  })
                }
              >
                <Trash2 aria-hidden />
              </ConfirmButton>
            </div>
          </CardContent>
        </Card>
      ))}
      <LoadMore {...promos} />
    </div>
  );
}
