/** Business constants of the seeds that both the API and the SPA need. */
export const PRODUCT_NAME = 'Takeoff';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const TERMS_VERSION = '1.0';
/**
 * The candidates' privacy policy and GDPR consent text. 1.1 says where pitch videos are stored (Takeoff's own storage)
 * and that speech-to-text runs on their audio: a candidate who consented to an older version is asked again.
 */
export const PRIVACY_VERSION = '1.1';
/** The companies' privacy policy, versioned apart: the candidates' changes do not ask companies again. */
export const COMPANY_PRIVACY_VERSION = '1.0';

export const UNREAD_BADGE_CAP = 99;
export const STAR_COUNT = 5;

export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'mov', 'avi'] as const;
export const VIDEO_MIME_TYPES = [
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'video/x-msvideo',
  'video/avi',
  'video/vnd.avi',
] as const;

/**
 * New contacts (a first message or an interview with a candidate who has no thread with, and did not apply to,
 * the company) one company may start per day: every one notifies a candidate who did not ask for it.
 */
export const UNSOLICITED_CONTACT_DAILY_LIMIT = 20;

export const MESSAGES = {
  unsolicitedContactLimit: `You can start at most ${UNSOLICITED_CONTACT_DAILY_LIMIT} new conversations or interviews with candidates a day. Candidates who applied to you and ongoing threads are not limited.`,
  notFoundTitle: '404 Page Not Found',
  notFoundBody: "The page you're looking for doesn't exist.",
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  authErrorTitle: 'Authentication Error',
  authErrorFallback: 'Access failed. Please check your email and try again.',
  roleMismatchTitle: 'Role Mismatch',
  roleMismatch: (role: string) =>
    `You are registered as ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}. Please log out to switch roles.`,
  welcomeTitle: (product: string) => `Welcome to ${product}!`,
  welcomeBody: 'Access granted - platform is completely free! Professional emails fully supported.',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  videoInvalidType: 'Please select a valid video file (.mp4, .webm, .mov, .avi)',
  videoTooLarge: 'Video file must be smaller than 50MB',
  errorFallbackTitle: 'Something went wrong',
  errorFallbackBody: 'We encountered an unexpected error. Please try refreshing the page.',
  backOnline: 'Back online',
  offline: "You're offline",
} as const;
