import { featureNamespace } from '@/lib/i18n';

/** The consent feature's strings (features/consent/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('consent');
