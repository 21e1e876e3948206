import type { RouteObject } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { RouteErrorFallback } from './error-fallback';
import { RootLayout } from './layouts/root-layout';

/**
 * The seeds' whole route table. Each page lives in its own lazily loaded file in
 * ./routes (exporting `Component`); area layouts and guards load with their area. The browser's router is
 * made from it in full-app.tsx; the build prerenders the public pages from it too (src/prerender/render.tsx).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorFallback />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        errorElement: <RouteErrorFallback />,
        children: [
          { index: true, lazy: () => import('./routes/home') },
          // Public: the server renders it first (SEO, link previews), then this route takes over.
          { path: 'flights/:flightNumber', lazy: () => import('./routes/public-flight') },
          { path: 'careers/:companySlug', lazy: () => import('./routes/public-careers') },
          {
            path: 'company',
            lazy: async () => ({
              Component: (await import('./layouts/company-layout')).CompanyLayout,
            }),
            children: [
              { index: true, lazy: () => import('./routes/company-dashboard') },
              { path: 'overview', lazy: () => import('./routes/company-dashboard') },
              { path: 'dashboard', lazy: () => import('./routes/company-dashboard') },
              { path: 'jobs', lazy: () => import('./routes/company-jobs') },
              { path: 'candidates', lazy: () => import('./routes/company-candidates') },
              { path: 'interviews', lazy: () => import('./routes/company-interviews') },
              { path: 'applications', lazy: () => import('./routes/company-applications') },
              { path: 'messages', lazy: () => import('./routes/company-messages') },
              { path: 'promo', lazy: () => import('./routes/company-promo') },
              { path: 'team', lazy: () => import('./routes/company-team') },
            ],
          },
          {
            path: 'candidate',
            lazy: async () => ({
              Component: (await import('./layouts/candidate-layout')).CandidateLayout,
            }),
            children: [
              { index: true, lazy: () => import('./routes/candidate-overview') },
              { path: 'overview', lazy: () => import('./routes/candidate-overview') },
              { path: 'dashboard', lazy: () => import('./routes/candidate-overview') },
              { path: 'jobs', lazy: () => import('./routes/candidate-jobs') },
              { path: 'applications', lazy: () => import('./routes/candidate-applications') },
              { path: 'answers', lazy: () => import('./routes/candidate-answers') },
              { path: 'answers/:requestId', lazy: () => import('./routes/candidate-answers') },
              { path: 'pitch', lazy: () => import('./routes/candidate-pitch') },
              { path: 'live-rooms', lazy: () => import('./routes/candidate-live-rooms') },
              { path: 'companies', lazy: () => import('./routes/candidate-companies') },
              {
                path: 'project-management',
                lazy: () => import('./routes/candidate-project-management'),
              },
              { path: 'courses', lazy: () => import('./routes/candidate-courses') },
              { path: 'messages', lazy: () => import('./routes/candidate-messages') },
            ],
          },
          {
            lazy: async () => ({
              Component: (await import('./layouts/member-layout')).MemberLayout,
            }),
            children: [
              { path: 'top-talents', lazy: () => import('./routes/top-talents') },
              { path: 'mobile-interviews', lazy: () => import('./routes/mobile-interviews') },
              { path: 'account', lazy: () => import('./routes/account') },
              { path: 'notifications', lazy: () => import('./routes/notifications') },
            ],
          },
          {
            path: 'admin',
            lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
            children: [{ index: true, lazy: () => import('./routes/admin') }],
          },
          {
            lazy: async () => ({ Component: (await import('./layouts/page-layout')).PageLayout }),
            children: [
              { path: 'terms', lazy: () => import('./routes/terms') },
              { path: 'privacy', lazy: () => import('./routes/privacy') },
              { path: 'company-terms', lazy: () => import('./routes/company-terms') },
              { path: 'company-privacy', lazy: () => import('./routes/company-privacy') },
              // Opened from links in mails: public, the token in the address says whose account it is.
              { path: 'reset-password', lazy: () => import('./routes/reset-password') },
              { path: 'verify-email', lazy: () => import('./routes/verify-email') },
              { path: 'confirm-email', lazy: () => import('./routes/confirm-email') },
              { path: 'unsubscribe', lazy: () => import('./routes/unsubscribe') },
              { path: 'invite', lazy: () => import('./routes/invite') },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];
