import { featureNamespace } from '@/lib/i18n';

/** The notifications feature's strings (features/notifications/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('notifications');
