import { useState } from 'react';
import { Copy, ExternalLink, Globe, Phone, RefreshCw, Video } from 'lucide-react';
import {
  GOOGLE_MEET_STORE_LINKS,
  dialInLink,
  isGoogleMeetLink,
  meetingIdFromLink,
} from '@takeoff/shared/interviews';
import { Button } from '@/components/ui/button';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { useT } from '@/features/interviews/i18n';
import { openMeeting } from '../lib/open-meeting';
import { ConfirmButton } from '@/components/confirm-button';

const JITSI_STORE_LINKS = {
  playStore: 'https://play.google.com/store/apps/details?id=org.jitsi.meet',
  appStore: 'https://apps.apple.com/app/jitsi-meet/id1165103905',
} as const;

const isJitsiLink = (link: string) => {
  try {
    const host = new URL(link).hostname;
    return host === 'meet.jit.si' || host.includes('jitsi');
  } catch {
    return false;
  }
};

type MeetingPanelProps = {
  link: string;
  /** When given, a Generate New Meeting Link button appears (seeds). */
  onGenerate?: () => void;
  generating?: boolean;
};

/** Join, browser, dial-in, copy and app-store actions for one meeting link. */
export function MeetingPanel({ link, onGenerate, generating = false }: MeetingPanelProps) {
  const { t } = useT();
  const [copied, setCopied] = useState(false);
  const google = isGoogleMeetLink(link);
  const dialIn = dialInLink(link);
  const stores = google ? GOOGLE_MEET_STORE_LINKS : isJitsiLink(link) ? JITSI_STORE_LINKS : null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      showSuccessToast(t('texts.linkCopied'));
    } catch {
      showDestructiveToast(t('texts.copyFailed'), t('texts.copyFailedBody'));
    }
  };
  return (
    <div
      className="grid gap-3 rounded-lg border border-status-live/30 bg-board-cell p-3"
      data-testid="meeting-panel"
    >
      <div className="min-w-0">
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="block truncate font-mono text-sm text-primary underline-offset-4 hover:underline"
        >
          {link}
        </a>
        <p className="mt-1 text-xs text-muted-foreground">
          {t('meeting.id')}{' '}
          <span className="font-mono text-foreground">{meetingIdFromLink(link)}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => openMeeting(link)}>
          <Video aria-hidden /> {google ? t('meeting.joinGoogle') : t('meeting.join')}
        </Button>
        <Button size="sm" variant="outline" asChild>
          <a href={link} target="_blank" rel="noopener noreferrer">
            <Globe aria-hidden /> {t('meeting.browser')}
          </a>
        </Button>
        {dialIn ? (
          <Button size="sm" variant="outline" asChild>
            <a href={dialIn} target="_blank" rel="noopener noreferrer">
              <Phone aria-hidden /> {t('meeting.dialIn')}
            </a>
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={copy}>
          <Copy aria-hidden /> {copied ? t('meeting.copied') : t('meeting.copy')}
        </Button>
      </div>
      {stores ? (
        <div className="flex flex-wrap gap-2 text-xs">
          <a
            className="inline-flex items-center gap-1 text-muted-foreground hover:text-foreground"
            href={stores.playStore}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExternalLink className="size-3" aria-hidden /> {t('meeting.playStore')}
          </a>
          <a
            className="inline-flex items-center gap-1 text-muted-foreground hover:text-foreground"
            href={stores.appStore}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExternalLink className="size-3" aria-hidden /> {t('meeting.appStore')}
          </a>
        </div>
      ) : null}
      {onGenerate ? (
        <ConfirmButton
          variant="ghost"
          className="justify-self-start"
          title={t('meeting.replaceTitle')}
          description={t('meeting.replaceDescription')}
          confirmLabel={t('meeting.replaceConfirm')}
          onConfirm={onGenerate}
          disabled={generating}
        >
          <RefreshCw aria-hidden /> {t('meeting.generateNew')}
        </ConfirmButton>
      ) : null}
    </div>
  );
}
