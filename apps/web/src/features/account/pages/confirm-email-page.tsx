import { Link } from 'react-router';
import { LinkPageCard } from '@/components/link-page-card';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { isTransientFailure } from '@/lib/retry-policy';
import { useConfirmEmailChange } from '../api/confirm-email-change';

const NO_TOKEN_MESSAGE = 'This confirmation link is incomplete. Open the link from the email again.';

type ConfirmEmailPageProps = {
  token: string | null;
  /** Where "Continue" leads: Account settings when signed in, else the home page. */
  continuePath: string;
};

/** /confirm-email?token=…: switches the account to its new address as soon as the page opens, once. */
export function ConfirmEmailPage({ token, continuePath }: ConfirmEmailPageProps) {
  if (!token) return <LinkPageCard title="Email not changed" tone="error" message={NO_TOKEN_MESSAGE} />;
  return <ConfirmEmailOutcome key={token} token={token} continuePath={continuePath} />;
}

function ConfirmEmailOutcome({ token, continuePath }: { token: string; continuePath: string }) {
  const confirm = useConfirmEmailChange(token);
  if (confirm.isPending) return <LinkPageCard title="Confirming your new email" tone="pending" message="One moment…" />;
  const continueButton = (
    <Button asChild size="lg" className="w-full sm:w-auto">
      <Link to={continuePath}>Continue</Link>
    </Button>
  );
  if (confirm.isError) {
    return (
      <LinkPageCard title="Email not changed" tone="error" message={errorMessage(confirm.error, 'This link is invalid or has expired.')}>
        <p className="text-sm text-muted-foreground">Your account keeps its current address. You can ask for a new link under Account settings › Security.</p>
        <div className="flex flex-wrap gap-2">
          {isTransientFailure(confirm.error) ? (
            <Button size="lg" variant="outline" onClick={() => void confirm.refetch()}>
              Try again
            </Button>
          ) : null}
          {continueButton}
        </div>
      </LinkPageCard>
    );
  }
  return (
    <LinkPageCard title="Email changed" tone="success" message={confirm.data.message}>
      {continueButton}
    </LinkPageCard>
  );
}
