import { featureNamespace } from '@/lib/i18n';

/** The response promise's strings (features/response-promise/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('response-promise');
