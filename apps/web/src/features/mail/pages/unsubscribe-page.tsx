import { Link } from 'react-router';
import { Loader2, MailX } from 'lucide-react';
import { LinkPageCard } from '@/components/link-page-card';
import { Button } from '@/components/ui/button';
import { errorMessage, localizeMessage } from '@/lib/api-client';
import { useUnsubscribe } from '../api/unsubscribe';
import { useT } from '../i18n';
import { mailPreferenceKindOfToken } from '../lib/mail-preference-kinds';

/** /unsubscribe?token=…: says which emails stop, and stops them on one click (no sign-in: the link is signed). */
export function UnsubscribePage({ token, signedIn }: { token: string | null; signedIn: boolean }) {
  const { t } = useT();
  const turnOff = useUnsubscribe();
  const kind = token ? mailPreferenceKindOfToken(token) : null;
  const manageLink = signedIn ? (
    <Button
      asChild
      variant="outline"
      className="h-auto min-h-10 w-full whitespace-normal py-2 text-center sm:w-auto"
    >
      <Link to="/account">{t('unsubscribe.manage')}</Link>
    </Button>
  ) : (
    <p className="text-sm text-muted-foreground">{t('unsubscribe.manageSignedOut')}</p>
  );

  if (!token || !kind) {
    return (
      <LinkPageCard
        title={t('unsubscribe.title')}
        tone="error"
        message={t('unsubscribe.invalidLink')}
      >
        {manageLink}
      </LinkPageCard>
    );
  }

  if (turnOff.isSuccess) {
    return (
      <LinkPageCard
        title={t('unsubscribe.doneTitle')}
        tone="success"
        message={localizeMessage(turnOff.data.message)}
      >
        {manageLink}
      </LinkPageCard>
    );
  }

  return (
    <LinkPageCard
      title={t('unsubscribe.title')}
      tone="info"
      icon={MailX}
      message={t('unsubscribe.intro')}
    >
      <div className="rounded-lg border border-border bg-board-cell/60 p-3">
        <p className="font-semibold">{t(`kind.${kind}.title`)}</p>
        <p className="text-sm text-muted-foreground">{t(`kind.${kind}.description`)}</p>
      </div>
      <p className="text-sm text-muted-foreground">{t('unsubscribe.unaffected')}</p>
      {turnOff.isError ? (
        <p role="alert" className="text-sm text-status-closed">
          {errorMessage(turnOff.error, t('unsubscribe.invalidLink'))}
        </p>
      ) : null}
      <Button
        size="lg"
        className="w-full sm:w-auto h-auto min-h-12 py-2 whitespace-normal text-center"
        onClick={() => turnOff.mutate({ token })}
        disabled={turnOff.isPending}
      >
        {turnOff.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {t('unsubscribe.turnOff')}
      </Button>
      {signedIn ? manageLink : null}
    </LinkPageCard>
  );
}
