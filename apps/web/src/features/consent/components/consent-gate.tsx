import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyWithRetry } from '@/lib/lazy-with-retry';
import type { User } from '@takeoff/shared/auth';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useConsentStatus } from '../api/get-consent-status';
import { useGiveCandidateConsent } from '../api/give-candidate-consent';
import { useCompanyConsentStatus } from '../api/get-company-consent-status';
import { useAcceptCompanyTerms } from '../api/accept-company-terms';
import {
  clearPendingConsent,
  markPendingConsent,
  readPendingConsent,
} from '../lib/pending-consent';
import { t } from '../i18n';

// Asked once per account: the dialogs (their texts, the dialog library's focus trap and scroll lock) load only then.
const CandidateConsentDialog = lazyWithRetry(async () => ({
  default: (await import('./candidate-consent-dialog')).CandidateConsentDialog,
}));
const CompanyConsentDialog = lazyWithRetry(async () => ({
  default: (await import('./company-consent-dialog')).CompanyConsentDialog,
}));

type ConsentGateProps = {
  user: Pick<User, 'id' | 'role'>;
  /** Cancelling the candidate dialog (after a confirmation) signs out and goes home (seeds §6). */
  onCancel: () => void;
  /** A page shown only once consent is given (a layout leaves this out and shows the dialog over its pages). */
  children?: ReactNode;
};

/** Shows the consent dialog of the user's role until the server holds a consent, then `children`. */
export function ConsentGate({ user, onCancel, children }: ConsentGateProps) {
  if (user.role === 'candidate')
    return (
      <CandidateGate userId={user.id} onCancel={onCancel}>
        {children}
      </CandidateGate>
    );
  if (user.role === 'company') return <CompanyGate>{children}</CompanyGate>;
  return children;
}

function CandidateGate({
  userId,
  onCancel,
  children,
}: {
  userId: number;
  onCancel: () => void;
  children?: ReactNode;
}) {
  const status = useConsentStatus();
  const give = useGiveCandidateConsent();
  // Whether a consent whose post failed in an earlier visit waits to be sent again (once per load).
  const [retryOnLoad] = useState(() => readPendingConsent(userId) !== null);
  const [pending, setPending] = useState(retryOnLoad);
  const { mutate } = give;

  useEffect(() => {
    if (!retryOnLoad || !status.data?.required) return;
    mutate(
      { consentGiven: true },
      { onSuccess: () => clearPendingConsent(userId), onError: () => undefined },
    );
  }, [retryOnLoad, status.data?.required, mutate, userId]);

  useEffect(() => {
    if (pending && status.data && !status.data.required) {
      clearPendingConsent(userId);
    }
  }, [pending, status.data, userId]);

  const required = status.isError || status.data?.required === true;
  if (status.isPending) return null;
  if (!required || pending) return children;

  const accept = () =>
    give.mutate(
      { consentGiven: true },
      {
        onSuccess: () => clearPendingConsent(userId),
        // The seeds let the candidate continue when the post fails; the flag makes us retry later.
        onError: () => {
          markPendingConsent(userId);
          setPending(true);
        },
      },
    );
  return (
    <Suspense fallback={null}>
      <CandidateConsentDialog
        submitting={give.isPending}
        processing={status.data?.processing ?? null}
        updated={status.data?.latest?.consentGiven === true}
        onAccept={accept}
        onCancel={onCancel}
      />
    </Suspense>
  );
}

function CompanyGate({ children }: { children?: ReactNode }) {
  const status = useCompanyConsentStatus();
  const accept = useAcceptCompanyTerms();
  // A failed status check asks for consent rather than letting the company through.
  const required = status.isError || status.data?.hasConsented === false;
  if (status.isPending) return null;
  if (!required) return children;
  const submit = () =>
    accept.mutate(undefined, {
      onSuccess: () => showSuccessToast(t('company.acceptedTitle'), t('company.acceptedBody')),
      onError: () => showDestructiveToast(t('company.errorTitle'), t('company.errorBody')),
    });
  return (
    <Suspense fallback={null}>
      <CompanyConsentDialog submitting={accept.isPending} onAccept={submit} />
    </Suspense>
  );
}
