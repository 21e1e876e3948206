import { featureNamespace } from '@/lib/i18n';

/** The public-pages feature's strings (features/public-pages/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('public-pages');
