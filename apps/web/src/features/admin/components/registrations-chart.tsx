import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeeklyRegistrations } from '@takeoff/shared/admin';
import { useT } from '../i18n';

/** Loaded lazily with the Statistics tab: recharts stays out of the initial bundle. */
export default function RegistrationsChart({ data }: { data: WeeklyRegistrations[] }) {
  const { t } = useT();
  const rows = data.map((d) => ({ week: d.weekStart.slice(5), count: d.count }));
  return (
    <div
      className="h-56 w-full"
      role="img"
      aria-label={t('stats.chartLabel', {
        weeks: data.map((d) => `${d.weekStart} ${d.count}`).join(', '),
      })}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis dataKey="week" tick={{ fill: 'var(--color-muted-foreground)', fontSize: 11 }} />
          <YAxis
            allowDecimals={false}
            tick={{ fill: 'var(--color-muted-foreground)', fontSize: 11 }}
          />
          <Tooltip
            contentStyle={{
              background: 'var(--color-surface-raised)',
              border: '1px solid var(--color-border)',
            }}
          />
          <Bar
            dataKey="count"
            name={t('stats.registrations')}
            fill="var(--color-primary)"
            radius={[4, 4, 0, 0]}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
