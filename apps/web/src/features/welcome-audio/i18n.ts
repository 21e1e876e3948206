import { publicNamespace } from '@/lib/public-i18n';

/**
 * The welcome-audio feature's strings (features/welcome-audio/locales), loaded in the chosen language before this module runs; read
 * without react-i18next (lib/public-i18n.ts): the prerendered public pages draw them in their first download.
 */
export const { useT, t } = await publicNamespace('welcome-audio');
