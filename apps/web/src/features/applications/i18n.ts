import { featureNamespace } from '@/lib/i18n';

/** The applications feature's strings (features/applications/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('applications');
