import { Link } from 'react-router';
import { Building2, Search, Video, Radio, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '../i18n';

const ACTIONS: {
  to: string;
  label: 'recordPitch' | 'browseJobs' | 'liveInterviews' | 'exploreCompanies';
  icon: LucideIcon;
  tour: string;
}[] = [
  { to: '/candidate/pitch', label: 'recordPitch', icon: Video, tour: 'record-video' },
  { to: '/candidate/jobs', label: 'browseJobs', icon: Search, tour: 'quick-browse-jobs' },
  {
    to: '/candidate/live-rooms',
    label: 'liveInterviews',
    icon: Radio,
    tour: 'quick-live-interviews',
  },
  {
    to: '/candidate/companies',
    label: 'exploreCompanies',
    icon: Building2,
    tour: 'quick-explore-companies',
  },
];

export function QuickActions() {
  const { t } = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('quickActions.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-3">
        {ACTIONS.map(({ to, label, icon: Icon, tour }) => (
          <Link
            key={to}
            to={to}
            data-tour={tour}
            className="flex min-h-20 flex-col items-center justify-center gap-2 rounded-lg border border-border bg-board-cell p-3 text-center text-sm font-medium break-words transition-colors hover:border-primary hover:text-primary"
          >
            <Icon className="size-6 text-board" aria-hidden />
            {t(`quickActions.${label}`)}
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
