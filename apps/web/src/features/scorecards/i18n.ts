import { featureNamespace } from '@/lib/i18n';

/** The scorecards feature's strings (features/scorecards/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('scorecards');
