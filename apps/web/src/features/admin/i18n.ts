import { featureNamespace } from '@/lib/i18n';

/** The admin feature's strings (features/admin/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('admin');
