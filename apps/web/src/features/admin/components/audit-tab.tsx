import { useState } from 'react';
import { AUDIT_ACTIONS, type AuditEntry } from '@takeoff/shared/admin';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useAdmins, useAuditLog, type AuditFilters } from '../api/get-audit-log';
import { LoadMore } from './load-more';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '../i18n';

const filterClass = 'h-10 w-full rounded-md border border-border bg-board-cell px-3 text-sm';
const NO_FILTERS: AuditFilters = { actorId: '', action: '', from: '', to: '' };
const isKnownAction = (action: string): action is (typeof AUDIT_ACTIONS)[number] =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** Who did what, when, to which target — every admin write and sign-in — narrowed by actor, action and days. */
export function AuditTab() {
  const { t } = useT();
  const [filters, setFilters] = useState(NO_FILTERS);
  const admins = useAdmins();
  const set = (key: keyof AuditFilters) => (e: { target: { value: string } }) =>
    setFilters((f) => ({ ...f, [key]: e.target.value }));
  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-4">
        <div className="grid gap-1">
          <Label htmlFor="audit-actor">{t('audit.filterActor')}</Label>
          <select
            id="audit-actor"
            className={filterClass}
            value={filters.actorId}
            onChange={set('actorId')}
          >
            <option value="">{t('audit.anyActor')}</option>
            {(admins.data ?? []).map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.email}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-action">{t('audit.filterAction')}</Label>
          <select
            id="audit-action"
            className={filterClass}
            value={filters.action}
            onChange={set('action')}
          >
            <option value="">{t('audit.anyAction')}</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`auditAction.${a}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-from">{t('audit.from')}</Label>
          <Input
            id="audit-from"
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={set('from')}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="audit-to">{t('audit.to')}</Label>
          <Input
            id="audit-to"
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={set('to')}
          />
        </div>
      </div>
      <AuditTable filters={filters} filtered={filters !== NO_FILTERS} />
    </div>
  );
}

function AuditTable({ filters, filtered }: { filters: AuditFilters; filtered: boolean }) {
  const { t } = useT();
  const audit = useAuditLog(filters);
  if (audit.isPending) return <Skeleton className="h-64 w-full" />;
  if (audit.isError) return <p role="alert">{t('audit.loadFailed')}</p>;
  const items = audit.data.pages.flatMap((p) => p.items);
  if (items.length === 0)
    return (
      <p className="py-8 text-center text-muted-foreground">
        {filtered ? t('audit.emptyFiltered') : t('audit.empty')}
      </p>
    );
  const actor = (e: AuditEntry) =>
    e.actorKind === 'admin'
      ? e.adminEmail
      : e.actorKind === 'member'
        ? t('audit.member', { email: e.adminEmail ?? '' })
        : e.actorKind === 'visitor'
          ? t('audit.visitor')
          : t('audit.deletedAdmin');
  const target = (e: AuditEntry) =>
    e.targetEmail ??
    (e.targetId
      ? t('audit.targetNumbered', {
          type: t(`auditTarget.${e.targetType}`, { defaultValue: e.targetType }),
          id: e.targetId,
        })
      : t(`auditTarget.${e.targetType}`, { defaultValue: e.targetType }));
  return (
    <>
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
                <TableCell>{actor(e)}</TableCell>
                <TableCell title={e.action}>
                  {isKnownAction(e.action) ? t(`auditAction.${e.action}`) : e.action}
                  {typeof e.details?.reason === 'string' ? (
                    <span className="block text-xs text-muted-foreground">
                      {t(`auditReason.${e.details.reason}`, { defaultValue: e.details.reason })}
                    </span>
                  ) : null}
                </TableCell>
                <TableCell>{target(e)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <LoadMore {...audit} />
    </>
  );
}
