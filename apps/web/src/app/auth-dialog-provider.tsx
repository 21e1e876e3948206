import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import { useNavigate } from 'react-router';
import type { AuthMode } from '@/features/auth/components/auth-dialog';
import { postLoginPath } from '@/features/auth/lib/post-login-path';
import { AuthDialogContext, type OpenAuthDialogOptions } from './auth-dialog-context';
import { flightIntentPath } from '@/lib/flight-intent';

// The dialog carries the forms and their validation: loaded on first open, not with the landing page.
const loadAuthDialog = () =>
  import('@/features/auth/components/auth-dialog').then((m) => ({ default: m.AuthDialog }));
const AuthDialog = lazyWithRetry(loadAuthDialog);

/** Starts fetching the dialog's code before it is opened (a visitor who asked to apply will see it next). */
export const preloadAuthDialog = () => void loadAuthDialog().catch(() => undefined);

type DialogState = {
  open: boolean;
  mode: AuthMode;
  role: 'candidate' | 'company';
  key: number;
  returnTo?: string;
  notice?: OpenAuthDialogOptions['notice'];
};

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<DialogState | null>(null);

  const open = useCallback((options: OpenAuthDialogOptions = {}) => {
    setState((previous) => ({
      open: true,
      mode: options.mode ?? 'register',
      role: options.role ?? 'candidate',
      key: (previous?.key ?? 0) + 1,
      // Only a path on this site: never an address elsewhere.
      returnTo:
        options.returnTo?.startsWith('/') && !options.returnTo.startsWith('//')
          ? options.returnTo
          : undefined,
      notice: options.notice,
    }));
  }, []);

  return (
    <AuthDialogContext.Provider value={open}>
      {children}
      {state ? (
        <Suspense fallback={null}>
          <AuthDialog
            key={state.key}
            open={state.open}
            initialMode={state.mode}
            initialRole={state.role}
            notice={state.notice}
            onOpenChange={(isOpen) =>
              setState((previous) => (previous ? { ...previous, open: isOpen } : previous))
            }
            // A new account's first page greets it as new ("Welcome aboard", not "Welcome back").
            onAuthenticated={(user, how) =>
              void navigate(
                state.returnTo ??
                  (user.role === 'candidate' ? flightIntentPath() : null) ??
                  postLoginPath(user),
                { state: { firstVisit: how === 'register' } },
              )
            }
          />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}
