import { Link } from 'react-router';
import { LinkPageCard } from '@/components/link-page-card';
import { Button } from '@/components/ui/button';
import { errorMessage, localizeMessage } from '@/lib/api-client';
import { isTransientFailure } from '@/lib/retry-policy';
import { useVerifyEmail } from '../api/verify-email';
import { useT } from '../i18n';

type VerifyEmailPageProps = {
  token: string | null;
  /** Where "Continue" leads: the signed-in user's dashboard, else the home page. */
  continuePath: string;
  /** Shown when the link failed: a signed-in user can ask for a new link from the banner. */
  signedIn: boolean;
};

/** /verify-email?token=…: confirms the address as soon as the page opens, once. */
export function VerifyEmailPage({ token, continuePath, signedIn }: VerifyEmailPageProps) {
  const { t } = useT();
  if (!token)
    return (
      <LinkPageCard
        title={t('verify.notConfirmedTitle')}
        tone="error"
        message={t('verify.noToken')}
      />
    );
  return (
    <VerifyEmailOutcome key={token} token={token} continuePath={continuePath} signedIn={signedIn} />
  );
}

function VerifyEmailOutcome({
  token,
  continuePath,
  signedIn,
}: {
  token: string;
  continuePath: string;
  signedIn: boolean;
}) {
  const { t } = useT();
  const verify = useVerifyEmail(token);
  if (verify.isPending)
    return (
      <LinkPageCard title={t('verify.pendingTitle')} tone="pending" message={t('verify.pending')} />
    );
  if (verify.isError) {
    return (
      <LinkPageCard
        title={t('verify.notConfirmedTitle')}
        tone="error"
        message={errorMessage(verify.error, t('verify.invalidLink'))}
      >
        <p className="text-sm text-muted-foreground">
          {signedIn ? t('verify.resendHintSignedIn') : t('verify.resendHintSignedOut')}
        </p>
        <div className="flex flex-wrap gap-2">
          {isTransientFailure(verify.error) ? (
            <Button size="lg" variant="outline" onClick={() => void verify.refetch()}>
              {t('verify.tryAgain')}
            </Button>
          ) : null}
          <ContinueButton path={continuePath} />
        </div>
      </LinkPageCard>
    );
  }
  return (
    <LinkPageCard
      title={t('verify.confirmedTitle')}
      tone="success"
      message={localizeMessage(verify.data.message)}
    >
      <ContinueButton path={continuePath} />
    </LinkPageCard>
  );
}

function ContinueButton({ path }: { path: string }) {
  const { t } = useT();
  return (
    <Button
      asChild
      size="lg"
      className="w-full sm:w-auto h-auto min-h-12 py-2 whitespace-normal text-center"
    >
      <Link to={path}>{t('verify.continue')}</Link>
    </Button>
  );
}
