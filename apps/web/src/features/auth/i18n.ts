import { featureNamespace } from '@/lib/i18n';

/** The auth feature's strings (features/auth/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('auth');
