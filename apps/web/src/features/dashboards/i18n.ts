import { featureNamespace } from '@/lib/i18n';

/** The dashboards feature's strings (features/dashboards/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('dashboards');
