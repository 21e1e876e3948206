import { featureNamespace } from '@/lib/i18n';

/** The interviews feature's strings (features/interviews/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('interviews');
