import {
  Briefcase,
  BookOpen,
  Building2,
  ClipboardList,
  FileText,
  LayoutDashboard,
  Megaphone,
  MessageSquare,
  Search,
  Trophy,
  Users,
  Video,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = {
  to: string;
  label: string;
  /** Shorter label for the bottom navigation. */
  shortLabel?: string;
  icon: LucideIcon;
  /** Stable hook for the guided assistant: rendered as data-tour="nav-<tour>". */
  tour: string;
  /** Extra paths (matched exactly) that count as this item being active. */
  alsoActiveOn?: string[];
};

export const companyTabs: NavItem[] = [
  { to: '/company/dashboard', label: 'Dashboard', icon: LayoutDashboard, tour: 'dashboard', alsoActiveOn: ['/company', '/company/overview'] },
  { to: '/company/jobs', label: 'Job Listings', shortLabel: 'Jobs', icon: Briefcase, tour: 'jobs' },
  { to: '/company/candidates', label: 'Candidate Pitches', shortLabel: 'Pitches', icon: Users, tour: 'candidates' },
  { to: '/company/interviews', label: 'Live Interviews', shortLabel: 'Interviews', icon: Video, tour: 'interviews' },
  { to: '/company/applications', label: 'Applications', icon: ClipboardList, tour: 'applications' },
  { to: '/company/promo', label: 'Company Promo', shortLabel: 'Promo', icon: Megaphone, tour: 'promo' },
  { to: '/top-talents', label: 'Top Talents', icon: Trophy, tour: 'top-talents' },
];

const byPath = (items: NavItem[], paths: string[]) =>
  paths.map((path) => {
    const item = items.find((candidate) => candidate.to === path);
    if (!item) throw new Error(`No nav item for ${path}`);
    return item;
  });

export const companyBottomNav = byPath(companyTabs, [
  '/company/jobs',
  '/company/candidates',
  '/company/interviews',
  '/company/applications',
  '/top-talents',
]);

export const candidateTabs: NavItem[] = [
  { to: '/candidate/jobs', label: 'Job Search', shortLabel: 'Jobs', icon: Search, tour: 'jobs' },
  { to: '/candidate/pitch', label: 'Create Pitch', shortLabel: 'Pitch', icon: Video, tour: 'pitch' },
  { to: '/candidate/live-rooms', label: 'Live Interviews', shortLabel: 'Interviews', icon: Briefcase, tour: 'live-rooms' },
  { to: '/candidate/companies', label: 'Explore Companies', shortLabel: 'Companies', icon: Building2, tour: 'companies' },
  { to: '/candidate/project-management', label: 'Organization Tools', shortLabel: 'Tools', icon: Wrench, tour: 'tools' },
  { to: '/candidate/courses', label: 'Professional Development', shortLabel: 'Courses', icon: BookOpen, tour: 'courses' },
  { to: '/candidate/messages', label: 'Messages', icon: MessageSquare, tour: 'messages' },
  { to: '/candidate/applications', label: 'My Applications', shortLabel: 'Applied', icon: ClipboardList, tour: 'my-applications' },
];

export const candidateBottomNav = byPath(candidateTabs, [
  '/candidate/jobs',
  '/candidate/pitch',
  '/candidate/live-rooms',
  '/candidate/companies',
  '/candidate/courses',
]);

export const legalLinks = [
  { to: '/terms', label: 'Terms of Use', icon: FileText },
  { to: '/privacy', label: 'Privacy Policy', icon: FileText },
];

export function isNavItemActive(item: NavItem, pathname: string) {
  if (item.alsoActiveOn?.includes(pathname)) return true;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
