import { featureNamespace } from '@/lib/i18n';

/** The pitches feature's strings (features/pitches/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('pitches');
