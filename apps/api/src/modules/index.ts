import type { ApiRouter } from '../http/api-router';
import type { AppDeps } from '../deps';
import { registerHealthRoutes } from './health/health.routes';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerAccountRoutes } from './auth/account.routes';
import { registerMailRoutes } from './mail/mail.routes';
import { registerNotificationRoutes } from './notifications/notifications.routes';
import { registerWaitlistRoutes } from './waitlist/waitlist.routes';
import { registerDashboardRoutes } from './dashboards/dashboards.routes';
import { registerRatingRoutes } from './ratings/ratings.routes';
import { registerRankingRoutes } from './rankings/rankings.routes';
import { registerInterviewRoutes } from './interviews/interviews.routes';
import { registerMediaRoutes } from './media/media.routes';
import { registerAdminRoutes } from './admin/admin.routes';
import { registerConsentRoutes } from './consent/consent.routes';
import { registerGdprRoutes } from './gdpr/gdpr.routes';
import { registerPitchRoutes } from './pitches/pitches.routes';
import { registerMessageRoutes } from './messages/messages.routes';
import { registerJobRoutes } from './jobs/jobs.routes';
import { registerApplicationRoutes } from './applications/applications.routes';
import { registerPromoRoutes } from './promos/promos.routes';
import { registerCompanyRoutes } from './companies/companies.routes';
import { registerPublicFlightApi } from './public-pages/public-pages.routes';

/** Every area's routes. A new area adds one line here. */
export function registerModules(api: ApiRouter, deps: AppDeps) {
  registerHealthRoutes(api, deps);
  registerAuthRoutes(api, deps);
  registerAccountRoutes(api, deps);
  registerMailRoutes(api, deps);
  registerNotificationRoutes(api, deps);
  registerWaitlistRoutes(api, deps);
  registerDashboardRoutes(api, deps);
  registerRatingRoutes(api, deps);
  registerRankingRoutes(api, deps);
  registerInterviewRoutes(api, deps);
  registerMediaRoutes(api, deps);
  registerAdminRoutes(api, deps);
  registerConsentRoutes(api, deps);
  registerGdprRoutes(api, deps);
  registerPitchRoutes(api, deps);
  registerMessageRoutes(api, deps);
  registerJobRoutes(api, deps);
  registerApplicationRoutes(api, deps);
  registerPromoRoutes(api, deps);
  registerCompanyRoutes(api, deps);
  registerPublicFlightApi(api, deps);
}
