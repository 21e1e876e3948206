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
  UserRoundCog,
  Users,
  Video,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { can, type OrgPermission, type OrgRole } from '@takeoff/shared/org-permissions';
import type common from '@/locales/common/en.json';

/** A navigation label: a key of `nav.items` in the common catalogue (rendered as `t(`nav.items.${label}`)`). */
export type NavLabel = keyof typeof common.nav.items;

export type NavItem = {
  to: string;
  label: NavLabel;
  /** Shorter label for the bottom navigation. */
  shortLabel?: NavLabel;
  icon: LucideIcon;
  /** Stable hook for the guided assistant: rendered as data-tour="nav-<tour>". */
  tour: string;
  /** Extra paths (matched exactly) that count as this item being active. */
  alsoActiveOn?: string[];
  /** What a company member's role must allow to see the page (org-roles); unset: every member. */
  permission?: OrgPermission;
};

export const companyTabs: NavItem[] = [
  {
    to: '/company/dashboard',
    label: 'dashboard',
    icon: LayoutDashboard,
    tour: 'dashboard',
    alsoActiveOn: ['/company', '/company/overview'],
    permission: 'company.work',
  },
  {
    to: '/company/jobs',
    label: 'jobListings',
    shortLabel: 'jobs',
    icon: Briefcase,
    tour: 'jobs',
    permission: 'jobs.manage',
  },
  {
    to: '/company/candidates',
    label: 'candidatePitches',
    shortLabel: 'pitches',
    icon: Users,
    tour: 'candidates',
    permission: 'talent.browse',
  },
  // Interviewers see the interviews of their jobs there, read-only.
  {
    to: '/company/interviews',
    label: 'liveInterviews',
    shortLabel: 'interviews',
    icon: Video,
    tour: 'interviews',
    permission: 'applications.read',
  },
  {
    to: '/company/applications',
    label: 'applications',
    icon: ClipboardList,
    tour: 'applications',
    permission: 'applications.read',
  },
  // The threads with candidates, in the navigation itself (not only a tab of Candidate Pitches).
  {
    to: '/company/messages',
    label: 'messages',
    icon: MessageSquare,
    tour: 'company-messages',
    permission: 'company.work',
  },
  {
    to: '/company/promo',
    label: 'companyPromo',
    shortLabel: 'promo',
    icon: Megaphone,
    tour: 'promo',
    permission: 'profile.manage',
  },
  {
    to: '/top-talents',
    label: 'topTalents',
    shortLabel: 'topTalentsShort',
    icon: Trophy,
    tour: 'top-talents',
    permission: 'talent.browse',
  },
  {
    to: '/company/team',
    label: 'team',
    icon: UserRoundCog,
    tour: 'team',
    permission: 'members.read',
  },
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

/** Pages of the company area outside its tabs, with what a member's role must allow to open them. */
const companyPagesOutsideTabs: NavItem[] = [
  {
    to: '/mobile-interviews',
    label: 'interviews',
    icon: Video,
    tour: 'mobile-interviews',
    permission: 'interviews.manage',
  },
];

/** The company navigation a member's role may use (org-roles): an interviewer keeps only what they may open. */
export function companyNavigationFor(role: OrgRole | null) {
  const allowed = (item: NavItem) => !item.permission || can(role, item.permission);
  return { tabs: companyTabs.filter(allowed), bottomNav: companyBottomNav.filter(allowed) };
}

/**
 * The permission a company member needs for a path, when a page there needs one (null: any member). A typed
 * address of a page the role may not use is then answered by the layout instead of by failing requests.
 */
export function companyPermissionFor(pathname: string): OrgPermission | null {
  const item = [...companyTabs, ...companyPagesOutsideTabs].find((candidate) =>
    isNavItemActive(candidate, pathname),
  );
  return item?.permission ?? null;
}

export const candidateTabs: NavItem[] = [
  { to: '/candidate/jobs', label: 'jobSearch', shortLabel: 'jobs', icon: Search, tour: 'jobs' },
  { to: '/candidate/pitch', label: 'createPitch', shortLabel: 'pitch', icon: Video, tour: 'pitch' },
  {
    to: '/candidate/live-rooms',
    label: 'liveInterviews',
    shortLabel: 'interviews',
    icon: Briefcase,
    tour: 'live-rooms',
  },
  {
    to: '/candidate/companies',
    label: 'exploreCompanies',
    shortLabel: 'companies',
    icon: Building2,
    tour: 'companies',
  },
  {
    to: '/candidate/project-management',
    label: 'organizationTools',
    shortLabel: 'tools',
    icon: Wrench,
    tour: 'tools',
  },
  {
    to: '/candidate/courses',
    label: 'professionalDevelopment',
    shortLabel: 'courses',
    icon: BookOpen,
    tour: 'courses',
  },
  { to: '/candidate/messages', label: 'messages', icon: MessageSquare, tour: 'messages' },
  {
    to: '/candidate/applications',
    label: 'myApplications',
    shortLabel: 'applied',
    icon: ClipboardList,
    tour: 'my-applications',
  },
];

export const candidateBottomNav = byPath(candidateTabs, [
  '/candidate/jobs',
  '/candidate/pitch',
  '/candidate/live-rooms',
  '/candidate/companies',
  '/candidate/courses',
]);

export const legalLinks: { to: string; label: NavLabel; icon: LucideIcon }[] = [
  { to: '/terms', label: 'termsOfUse', icon: FileText },
  { to: '/privacy', label: 'privacyPolicy', icon: FileText },
];

export function isNavItemActive(item: NavItem, pathname: string) {
  if (item.alsoActiveOn?.includes(pathname)) return true;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
