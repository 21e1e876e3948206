import { only, type MatrixRow } from '../../test/matrix';

export const rows: MatrixRow[] = [
  { method: 'get', path: '/api/auth/consent-status', expect: only.signedIn(200) },
  { method: 'post', path: '/api/auth/gdpr-consent', prepare: () => ({ body: { consentGiven: true } }), expect: only.candidate(201) },
  { method: 'post', path: '/api/auth/gdpr-consent/withdraw', expect: only.candidate(201) },
  { method: 'get', path: '/api/company-consent/status', expect: only.company(200) },
  { method: 'post', path: '/api/company-consent', prepare: () => ({ body: { termsVersion: '1.0', privacyVersion: '1.0' } }), expect: only.company(201) },
  { method: 'post', path: '/api/company-consent/withdraw', expect: only.company(201) },
  { method: 'get', path: '/api/admin/gdpr-consents', expect: only.admin(200) },
  { method: 'get', path: '/api/admin/gdpr-export', prepare: () => ({ url: '/api/admin/gdpr-export?format=csv' }), expect: only.admin(200) },
  { method: 'get', path: '/api/admin/company-consents', expect: only.admin(200) },
  { method: 'get', path: '/api/admin/company-consent-summary', expect: only.admin(200) },
];
