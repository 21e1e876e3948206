import { featureNamespace } from '@/lib/i18n';

/** The jobs feature's strings (features/jobs/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('jobs');
