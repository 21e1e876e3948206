import { createContext, useContext } from 'react';
import type { AuthMode, AuthNotice } from '@/features/auth/components/auth-dialog';

type SelfServiceRole = 'candidate' | 'company';

/** `returnTo`: where to go once signed in (a public flight page brings the visitor back to apply), instead of the dashboard. */
export type OpenAuthDialogOptions = {
  mode?: AuthMode;
  role?: SelfServiceRole;
  returnTo?: string;
  /** Why the dialog opened by itself (this device's session ended), said above the forms. */
  notice?: AuthNotice;
};

export const AuthDialogContext = createContext<((options?: OpenAuthDialogOptions) => void) | null>(
  null,
);

/** Opens the one login/sign-up dialog of the app (rendered by AuthDialogProvider). */
export function useOpenAuthDialog() {
  const open = useContext(AuthDialogContext);
  if (!open) throw new Error('useOpenAuthDialog must be used inside AuthDialogProvider');
  return open;
}
