import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useAuditLog } from '../api/get-audit-log';
import { LoadMore } from './load-more';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '../i18n';

/** Who did what, when, to which target — every admin write. */
export function AuditTab() {
  const { t } = useT();
  const audit = useAuditLog();
  if (audit.isPending) return <Skeleton className="h-64 w-full" />;
  if (audit.isError) return <p role="alert">{t('audit.loadFailed')}</p>;
  const items = audit.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return <p className="py-8 text-center text-muted-foreground">{t('audit.empty')}</p>;
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="overflow-x-auto">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t('audit.when')}</TableHead>
              <TableHead>{t('audit.admin')}</TableHead>
              <TableHead>{t('audit.action')}</TableHead>
              <TableHead>{t('audit.target')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((e) => (
              <TableRow key={e.id}>
                <TableCell className="whitespace-nowrap">{formatDateTime(e.createdAt)}</TableCell>
                <TableCell>{e.adminEmail ?? t('audit.deletedAdmin')}</TableCell>
                <TableCell className="font-mono">{e.action}</TableCell>
                <TableCell>
                  {e.targetType}
                  {e.targetId ? ` #${e.targetId}` : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <LoadMore {...audit} />
    </div>
  );
}
