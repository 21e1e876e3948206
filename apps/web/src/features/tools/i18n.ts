import { featureNamespace } from '@/lib/i18n';

/** The tools feature's strings (features/tools/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('tools');
