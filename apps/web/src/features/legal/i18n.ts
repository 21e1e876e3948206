import { featureNamespace } from '@/lib/i18n';

/** The legal feature's strings (features/legal/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('legal');
