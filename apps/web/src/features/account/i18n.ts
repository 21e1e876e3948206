import { featureNamespace } from '@/lib/i18n';

/** The account feature's strings (features/account/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('account');
