import { Link } from 'react-router';
import { LinkPageCard } from '@/components/link-page-card';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { isTransientFailure } from '@/lib/retry-policy';
import { useVerifyEmail } from '../api/verify-email';

const NO_TOKEN_MESSAGE = 'This confirmation link is incomplete. Open the link from the email again, or ask for a new one.';

type VerifyEmailPageProps = {
  token: string | null;
  /** Where "Continue" leads: the signed-in user's dashboard, else the home page. */
  continuePath: string;
  /** Shown when the link failed: a signed-in user can ask for a new link from the banner. */
  signedIn: boolean;
};

/** /verify-email?token=…: confirms the address as soon as the page opens, once. */
export function VerifyEmailPage({ token, continuePath, signedIn }: VerifyEmailPageProps) {
  if (!token) return <LinkPageCard title="Email not confirmed" tone="error" message={NO_TOKEN_MESSAGE} />;
  return <VerifyEmailOutcome key={token} token={token} continuePath={continuePath} signedIn={signedIn} />;
}

function VerifyEmailOutcome({ token, continuePath, signedIn }: { token: string; continuePath: string; signedIn: boolean }) {
  const verify = useVerifyEmail(token);
  if (verify.isPending) return <LinkPageCard title="Confirming your email" tone="pending" message="One moment…" />;
  if (verify.isError) {
    return (
      <LinkPageCard title="Email not confirmed" tone="error" message={errorMessage(verify.error, 'This link is invalid or has expired.')}>
        <p className="text-sm text-muted-foreground">
          {signedIn
            ? 'Use "Resend link" in the banner at the top of your dashboard to get a new link.'
            : 'Sign in and use "Resend link" in the banner at the top of your dashboard to get a new link.'}
        </p>
        <div className="flex flex-wrap gap-2">
          {isTransientFailure(verify.error) ? (
            <Button size="lg" variant="outline" onClick={() => void verify.refetch()}>
              Try again
            </Button>
          ) : null}
          <ContinueButton path={continuePath} />
        </div>
      </LinkPageCard>
    );
  }
  return (
    <LinkPageCard title="Email confirmed" tone="success" message={verify.data.message}>
      <ContinueButton path={continuePath} />
    </LinkPageCard>
  );
}

function ContinueButton({ path }: { path: string }) {
  return (
    <Button asChild size="lg" className="w-full sm:w-auto">
      <Link to={path}>Continue</Link>
    </Button>
  );
}
