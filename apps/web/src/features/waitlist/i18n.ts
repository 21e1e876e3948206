import { featureNamespace } from '@/lib/i18n';

/** The waitlist feature's strings (features/waitlist/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('waitlist');
