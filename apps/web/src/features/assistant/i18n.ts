import { featureNamespace } from '@/lib/i18n';

/** The assistant feature's strings (features/assistant/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('assistant');
