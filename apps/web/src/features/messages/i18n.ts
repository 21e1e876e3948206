import { featureNamespace } from '@/lib/i18n';

/** The messages feature's strings (features/messages/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('messages');
