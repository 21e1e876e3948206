import { featureNamespace } from '@/lib/i18n';

/** The ratings feature's strings (features/ratings/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('ratings');
