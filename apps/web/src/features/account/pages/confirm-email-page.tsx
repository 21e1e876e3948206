import { Link } from 'react-router';
import { LinkPageCard } from '@/components/link-page-card';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { isTransientFailure } from '@/lib/retry-policy';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useT } from '../i18n';

type ConfirmEmailPageProps = {
  token: string | null;
  /** Where "Continue" leads: Account settings when signed in, else the home page. */
  continuePath: string;
};

/** /confirm-email?token=…: switches the account to its new address as soon as the page opens, once. */
export function ConfirmEmailPage({ token, continuePath }: ConfirmEmailPageProps) {
  const { t } = useT();
  if (!token)
    return (
      <LinkPageCard
        title={t('confirmEmail.notChanged')}
        tone="error"
        message={t('confirmEmail.noToken')}
      />
    );
  return <ConfirmEmailOutcome key={token} token={token} continuePath={continuePath} />;
}

function ConfirmEmailOutcome({ token, continuePath }: { token: string; continuePath: string }) {
  const { t } = useT();
  const confirm = useConfirmEmailChange(token);
  if (confirm.isPending)
    return (
      <LinkPageCard
        title={t('confirmEmail.confirming')}
        tone="pending"
        message={t('confirmEmail.oneMoment')}
      />
    );
  const continueButton = (
    <Button asChild size="lg" className="w-full sm:w-auto">
      <Link to={continuePath}>{t('confirmEmail.continue')}</Link>
    </Button>
  );
  if (confirm.isError) {
    return (
      <LinkPageCard
        title={t('confirmEmail.notChanged')}
        tone="error"
        message={errorMessage(confirm.error, t('confirmEmail.invalid'))}
      >
        <p className="text-sm text-muted-foreground">{t('confirmEmail.keepsAddress')}</p>
        <div className="flex flex-wrap gap-2">
          {isTransientFailure(confirm.error) ? (
            <Button size="lg" variant="outline" onClick={() => void confirm.refetch()}>
              {t('confirmEmail.tryAgain')}
            </Button>
          ) : null}
          {continueButton}
        </div>
      </LinkPageCard>
    );
  }
  return (
    // The API's own sentence is English; the page says it in the reader's language.
    <LinkPageCard
      title={t('confirmEmail.changed')}
      tone="success"
      message={t('confirmEmail.changedMessage')}
    >
      {continueButton}
    </LinkPageCard>
  );
}
