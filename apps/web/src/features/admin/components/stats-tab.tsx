import { Suspense } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { Briefcase, FileVideo, Send, Users } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useStats } from '../api/get-stats';
import { StatCard } from './stat-card';
import { formatDate, RoleBadge } from './role-badge';
import { formatDateTime, formatTime } from '@/lib/format-date';
import { useT } from '../i18n';

const RegistrationsChart = lazyWithRetry(() => import('./registrations-chart'));

export function StatsTab() {
  const { t } = useT();
  const { data: stats, isPending, isError } = useStats();
  if (isPending) return <Skeleton className="h-64 w-full" />;
  if (isError) return <p role="alert">{t('stats.loadFailed')}</p>;
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          title={t('stats.totalUsers')}
          value={stats.totalUsers}
          detail={t('stats.usersDetail', {
            companies: stats.totalCompanies,
            candidates: stats.totalCandidates,
          })}
          icon={<Users />}
        />
        <StatCard
          title={t('stats.activeJobs')}
          value={stats.activeJobs}
          detail={t('stats.jobsDetail', { count: stats.totalJobs })}
          icon={<Briefcase />}
        />
        <StatCard
          title={t('stats.activePitches')}
          value={stats.activePitches}
          detail={t('stats.pitchesDetail', { count: stats.totalPitches })}
          icon={<FileVideo />}
        />
        <StatCard
          title={t('stats.applications')}
          value={stats.totalApplications}
          detail={t('stats.applicationsDetail')}
          icon={<Send />}
        />
      </div>
      {/* The figures and the chart are a snapshot the server takes every five minutes. */}
      <p className="text-sm text-muted-foreground">
        <time dateTime={stats.figuresTakenAt} title={formatDateTime(stats.figuresTakenAt)}>
          {t('stats.figuresAsOf', { time: formatTime(stats.figuresTakenAt) })}
        </time>
      </p>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('stats.registrationsPerWeek')}</CardTitle>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<Skeleton className="h-56 w-full" />}>
              <RegistrationsChart data={stats.registrationsPerWeek} />
            </Suspense>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('stats.recentUsers')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid grid-cols-1 gap-3">
              {stats.recentUsers.map((u) => (
                <li
                  key={u.id}
                  className="flex flex-wrap items-center justify-between gap-2 border-b border-border pb-2 last:border-0"
                >
                  <div className="min-w-0">
                    <p className="truncate font-medium">{u.name}</p>
                    <p className="truncate text-sm text-muted-foreground">{u.email}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    <RoleBadge role={u.role} />
                    <span className="text-xs text-muted-foreground">{formatDate(u.createdAt)}</span>
                  </div>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
