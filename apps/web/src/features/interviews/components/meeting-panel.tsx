import { useState } from 'react';
import { Copy, ExternalLink, Globe, Phone, RefreshCw, Video } from 'lucide-react';
import { toast } from 'sonner';
import {
  GOOGLE_MEET_STORE_LINKS,
  INTERVIEW_TEXTS,
  dialInLink,
  isGoogleMeetLink,
  meetingIdFromLink,
} from '@takeoff/shared/interviews';
import { Button } from '@/components/ui/button';
import { showDestructiveToast } from '@/components/ui/toaster';
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
  const [copied, setCopied] = useState(false);
  const google = isGoogleMeetLink(link);
  const dialIn = dialInLink(link);
  const stores = google ? GOOGLE_MEET_STORE_LINKS : isJitsiLink(link) ? JITSI_STORE_LINKS : null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success(INTERVIEW_TEXTS.linkCopied);
    } catch {
      showDestructiveToast(INTERVIEW_TEXTS.copyFailed, INTERVIEW_TEXTS.copyFailedBody);
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
          Meeting ID: <span className="font-mono text-foreground">{meetingIdFromLink(link)}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => openMeeting(link)}>
          <Video aria-hidden /> {google ? 'Join Google Meet' : 'Join Meeting'}
        </Button>
        <Button size="sm" variant="outline" asChild>
          <a href={link} target="_blank" rel="noopener noreferrer">
            <Globe aria-hidden /> Browser
          </a>
        </Button>
        {dialIn ? (
          <Button size="sm" variant="outline" asChild>
            <a href={dialIn} target="_blank" rel="noopener noreferrer">
              <Phone aria-hidden /> Dial In
            </a>
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={copy}>
          <Copy aria-hidden /> {copied ? 'Copied' : 'Copy link'}
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
            <ExternalLink className="size-3" aria-hidden /> Get on Play Store
          </a>
          <a
            className="inline-flex items-center gap-1 text-muted-foreground hover:text-foreground"
            href={stores.appStore}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExternalLink className="size-3" aria-hidden /> Get on App Store
          </a>
        </div>
      ) : null}
      {onGenerate ? (
        <ConfirmButton
          variant="ghost"
          className="justify-self-start"
          title="Replace the meeting link?"
          description="A new room is made and the old link stops being the interview's: both sides see the new one."
          confirmLabel="Generate New Link"
          onConfirm={onGenerate}
          disabled={generating}
        >
          <RefreshCw aria-hidden /> Generate New Meeting Link
        </ConfirmButton>
      ) : null}
    </div>
  );
}
