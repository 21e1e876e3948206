import { featureNamespace } from '@/lib/i18n';

/** The org feature's strings (features/org/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('org');
