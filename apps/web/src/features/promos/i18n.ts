import { featureNamespace } from '@/lib/i18n';

/** The promos feature's strings (features/promos/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('promos');
