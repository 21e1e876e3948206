import type { OrgRole } from '@takeoff/shared/org-permissions';
import { t } from '../i18n';

/** A role's name in the chosen language ("Owner", "Recruiter", "Interviewer" in English, as ORG_ROLE_LABELS). */
export const roleLabel = (role: OrgRole) => t(`roles.${role}`);

/** What a role may do, in the chosen language (ORG_ROLE_DESCRIPTIONS in English). */
export const roleDescription = (role: OrgRole) => t(`roleDescriptions.${role}`);
