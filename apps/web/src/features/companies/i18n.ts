import { featureNamespace } from '@/lib/i18n';

/** The companies feature's strings (features/companies/locales), loaded in the chosen language before this module runs. */
export const { useT, t } = await featureNamespace('companies');
