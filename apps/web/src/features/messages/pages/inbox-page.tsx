import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { useThreads } from '../api/get-threads';
import { ThreadView } from '../components/thread-view';
import { useT } from '../i18n';
import { timeAgo } from '../lib/time-ago';

/** Threads on the left (unread counts), the selected one on the right; `?with=<partnerId>` selects. */
export function InboxPage() {
  const { t } = useT();
  const threads = useThreads();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('with')) || threads.data?.items[0]?.partner.id || null;

  if (threads.isPending) return <Skeleton className="h-72" />;
  if (threads.isError)
    return <p role="alert">{errorMessage(threads.error, t('inbox.loadFailed'))}</p>;
  if (threads.data.items.length === 0) {
    return (
      <div
        className="grid place-items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground"
        data-tour="messages"
      >
        <Inbox aria-hidden className="size-8" />
        <p className="font-semibold text-foreground">{t('inbox.empty')}</p>
        <p>{t('inbox.emptyHint')}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,18rem)_1fr]" data-tour="messages">
      <nav aria-label={t('inbox.conversations')}>
        <ul className="grid gap-2">
          {threads.data.items.map((thread) => (
            <li key={thread.partner.id}>
              <button
                type="button"
                aria-current={thread.partner.id === selected ? 'true' : undefined}
                onClick={() =>
                  setParams({ ...Object.fromEntries(params), with: String(thread.partner.id) })
                }
                className={cn(
                  'grid w-full gap-1 rounded-lg border border-border p-3 text-left hover:bg-surface-raised',
                  thread.partner.id === selected && 'border-primary bg-surface-raised',
                )}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-semibold">{thread.partner.name}</span>
                  {thread.unreadCount > 0 ? (
                    <Badge aria-label={t('inbox.unread', { count: thread.unreadCount })}>
                      {thread.unreadCount}
                    </Badge>
                  ) : null}
                </span>
                {thread.subject ? <span className="truncate text-sm">{thread.subject}</span> : null}
                <span className="truncate text-xs text-muted-foreground">
                  {thread.lastMessage.mine ? t('inbox.you') : ''}
                  {thread.lastMessage.body} · {timeAgo(thread.lastMessage.createdAt)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <Card className="p-4">
        {selected ? <ThreadView key={selected} partnerId={selected} /> : null}
      </Card>
    </div>
  );
}
