import { featureNamespace } from '@/lib/i18n';

/** The landing feature's strings (features/landing/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('landing');
