import { Link } from 'react-router';
import { Building2, Search, Video, Radio, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const ACTIONS: { to: string; label: string; icon: LucideIcon; tour: string }[] = [
  { to: '/candidate/pitch', label: 'Record Video Pitch', icon: Video, tour: 'record-video' },
  { to: '/candidate/jobs', label: 'Browse Jobs', icon: Search, tour: 'quick-browse-jobs' },
  { to: '/candidate/live-rooms', label: 'Live Interviews', icon: Radio, tour: 'quick-live-interviews' },
  { to: '/candidate/companies', label: 'Explore Companies', icon: Building2, tour: 'quick-explore-companies' },
];

export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-3">
        {ACTIONS.map(({ to, label, icon: Icon, tour }) => (
          <Link
            key={to}
            to={to}
            data-tour={tour}
            className="flex min-h-20 flex-col items-center justify-center gap-2 rounded-lg border border-border bg-board-cell p-3 text-center text-sm font-medium transition-colors hover:border-primary hover:text-primary"
          >
            <Icon className="size-6 text-board" aria-hidden />
            {label}
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
