import { featureNamespace } from '@/lib/i18n';

/** The welcome-audio feature's strings (features/welcome-audio/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('welcome-audio');
