import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useLocalStore } from '../hooks/use-local-store';
import { useT } from '../i18n';
import { formatLocalDuration } from '../lib/local-duration';
import { stores } from '../lib/stores';
import { columnTitle } from './task-columns';

const STATUS_COLOURS = { todo: '#6aa8ff', 'in-progress': '#ffb627', completed: '#34d27b' } as const;
const PRIORITY_COLOURS = { high: '#ff7070', medium: '#f6d34a', low: '#34d27b' } as const;
const tooltipStyle = { background: '#0d1830', border: '1px solid #233457', color: '#f5f1e6' };

/** Loaded lazily with the Analytics tab so recharts stays out of the other tabs' bundle. */
export default function AnalyticsTab() {
  const { t } = useT();
  // Read on every opening (the tab mounts then), so the charts reflect changes made in the Tasks tab.
  const [tasks] = useLocalStore(stores.tasks);
  const byStatus = (Object.keys(STATUS_COLOURS) as (keyof typeof STATUS_COLOURS)[]).map(
    (status) => ({
      name: columnTitle(status),
      key: status,
      value: tasks.filter((task) => task.status === status).length,
    }),
  );
  const byPriority = (Object.keys(PRIORITY_COLOURS) as (keyof typeof PRIORITY_COLOURS)[]).map(
    (priority) => ({
      name: t(`priorityBadge.${priority}`),
      key: priority,
      value: tasks.filter((task) => task.priority === priority).length,
    }),
  );
  const totalSeconds = tasks.reduce((sum, task) => sum + task.timeSpent, 0);
  const timeByTask = tasks
    .filter((task) => task.timeSpent > 0)
    .map((task) => ({
      name: task.title.slice(0, 18),
      minutes: Math.round((task.timeSpent / 60) * 10) / 10,
    }));
  const completed = byStatus.find((entry) => entry.key === 'completed')?.value ?? 0;

  if (tasks.length === 0) {
    return (
      <p className="rounded-xl border border-border bg-surface p-6 text-center text-muted-foreground">
        {t('analytics.empty')}
      </p>
    );
  }

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="grid grid-cols-3 gap-3 lg:col-span-2">
        {[
          [t('analytics.totalTasks'), String(tasks.length)],
          [t('analytics.completed'), `${Math.round((completed / tasks.length) * 100)}%`],
          [t('analytics.timeSpent'), formatLocalDuration(totalSeconds)],
        ].map(([label, value]) => (
          <Card key={label} className="p-4">
            <p className="text-xs text-muted-foreground">{label}</p>
            <p className="font-mono text-xl font-bold text-board">{value}</p>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('analytics.byStatus')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <div className="h-56">
            <ResponsiveContainer width="100%" height="100%">
              <PieChart>
                <Pie
                  data={byStatus}
                  dataKey="value"
                  nameKey="name"
                  innerRadius="45%"
                  outerRadius="80%"
                  label
                >
                  {byStatus.map((entry) => (
                    <Cell key={entry.key} fill={STATUS_COLOURS[entry.key]} />
                  ))}
                </Pie>
                <Tooltip contentStyle={tooltipStyle} />
              </PieChart>
            </ResponsiveContainer>
          </div>
          {/* The donut's legend: which colour is which column, with its count (the colours alone say nothing). */}
          <ul
            className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm"
            aria-label={t('analytics.byStatusLegend')}
            data-testid="status-legend"
          >
            {byStatus.map((entry) => (
              <li key={entry.key} className="flex items-center gap-1.5">
                <span
                  aria-hidden
                  className="size-3 shrink-0 rounded-sm"
                  style={{ background: STATUS_COLOURS[entry.key] }}
                />
                <span>{entry.name}</span>
                <span className="font-mono text-muted-foreground">{entry.value}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('analytics.byPriority')}</CardTitle>
        </CardHeader>
        <CardContent className="h-64">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={byPriority}>
              <CartesianGrid strokeDasharray="3 3" stroke="#233457" />
              <XAxis dataKey="name" stroke="#9aa8c7" />
              <YAxis allowDecimals={false} stroke="#9aa8c7" />
              <Tooltip contentStyle={tooltipStyle} />
              <Bar dataKey="value" name={t('analytics.tasks')}>
                {byPriority.map((entry) => (
                  <Cell key={entry.key} fill={PRIORITY_COLOURS[entry.key]} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </CardContent>
      </Card>
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>{t('analytics.timeSpentMinutes')}</CardTitle>
        </CardHeader>
        <CardContent className="h-64">
          {timeByTask.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('analytics.useTimer')}</p>
          ) : (
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={timeByTask}>
                <CartesianGrid strokeDasharray="3 3" stroke="#233457" />
                <XAxis dataKey="name" stroke="#9aa8c7" />
                <YAxis stroke="#9aa8c7" />
                <Tooltip contentStyle={tooltipStyle} />
                <Bar dataKey="minutes" name={t('analytics.minutes')} fill="#ffb627" />
              </BarChart>
            </ResponsiveContainer>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
