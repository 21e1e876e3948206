import { formatDistanceToNow } from 'date-fns';
import { Inbox } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { MESSAGE_TEXTS } from '@takeoff/shared/messages';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/class-names';
import { useThreads } from '../api/get-threads';
import { ThreadView } from '../components/thread-view';

/** Threads on the left (unread counts), the selected one on the right; `?with=<partnerId>` selects. */
export function InboxPage() {
  const threads = useThreads();
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get('with')) || threads.data?.items[0]?.partner.id || null;

  if (threads.isPending) return <Skeleton className="h-72" />;
  if (threads.isError) return <p role="alert">{threads.error.message}</p>;
  if (threads.data.items.length === 0) {
    return (
      <div className="grid place-items-center gap-2 rounded-xl border border-dashed border-border p-10 text-center text-muted-foreground" data-tour="messages">
        <Inbox aria-hidden className="size-8" />
        <p className="font-semibold text-foreground">{MESSAGE_TEXTS.inboxEmpty}</p>
        <p>{MESSAGE_TEXTS.inboxEmptyHint}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,18rem)_1fr]" data-tour="messages">
      <nav aria-label="Conversations">
        <ul className="grid gap-2">
          {threads.data.items.map((t) => (
            <li key={t.partner.id}>
              <button
                type="button"
                aria-current={t.partner.id === selected ? 'true' : undefined}
                onClick={() => setParams({ ...Object.fromEntries(params), with: String(t.partner.id) })}
                className={cn('grid w-full gap-1 rounded-lg border border-border p-3 text-left hover:bg-surface-raised', t.partner.id === selected && 'border-primary bg-surface-raised')}
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-semibold">{t.partner.name}</span>
                  {t.unreadCount > 0 ? <Badge aria-label={`${t.unreadCount} unread`}>{t.unreadCount}</Badge> : null}
                </span>
                {t.subject ? <span className="truncate text-sm">{t.subject}</span> : null}
                <span className="truncate text-xs text-muted-foreground">
                  {t.lastMessage.mine ? 'You: ' : ''}
                  {t.lastMessage.body} · {formatDistanceToNow(new Date(t.lastMessage.createdAt), { addSuffix: true })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <Card className="p-4">{selected ? <ThreadView key={selected} partnerId={selected} /> : null}</Card>
    </div>
  );
}
