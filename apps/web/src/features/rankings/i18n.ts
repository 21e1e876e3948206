import { featureNamespace } from '@/lib/i18n';

/** The rankings feature's strings (features/rankings/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('rankings');
