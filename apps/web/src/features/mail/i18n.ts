import { featureNamespace } from '@/lib/i18n';

/** The mail feature's strings (features/mail/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('mail');
