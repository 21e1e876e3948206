import { featureNamespace } from '@/lib/i18n';

/** The score reviews feature's strings (features/score-reviews/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('score-reviews');
