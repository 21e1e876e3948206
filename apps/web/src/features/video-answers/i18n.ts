import { featureNamespace } from '@/lib/i18n';

/** The video answers feature's strings (features/video-answers/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('video-answers');
