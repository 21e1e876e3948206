import { useEffect, useState } from 'react';
import { Loader2, Send } from 'lucide-react';
import { MESSAGE_BODY_MAX } from '@takeoff/shared/messages';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { useThread } from '../api/get-thread';
import { useMarkThreadRead } from '../api/mark-thread-read';
import { useReplyInThread } from '../api/reply-in-thread';
import { formatDateTime } from '@/lib/format-date';
import { useT } from '../i18n';

/** One conversation, oldest first, with a reply box; opening it marks the partner's messages read. */
export function ThreadView({ partnerId }: { partnerId: number }) {
  const { t } = useT();
  const thread = useThread(partnerId);
  const reply = useReplyInThread();
  const markRead = useMarkThreadRead();
  const [body, setBody] = useState('');
  const items = thread.data?.pages.flatMap((p) => p.items).reverse() ?? [];
  const partner = thread.data?.pages[0]?.partner;
  const unseen = items.some((m) => !m.mine && !m.readAt);
  const { mutate: mark } = markRead;

  useEffect(() => {
    if (unseen) mark(partnerId);
  }, [unseen, partnerId, mark]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    try {
      await reply.mutateAsync({ partnerId, body: body.trim() });
      setBody('');
    } catch (error) {
      showDestructiveToast(t('error'), errorMessage(error, t('thread.replyFailed')));
    }
  };

  if (thread.isPending)
    return <Loader2 className="m-6 animate-spin" aria-label={t('thread.loading')} />;
  if (thread.isError)
    return <p role="alert">{errorMessage(thread.error, t('thread.loadFailed'))}</p>;
  return (
    <section
      aria-label={t('thread.label', { name: partner?.name ?? '' })}
      className="flex min-h-0 flex-col gap-3"
    >
      <h2 className="font-mono text-lg text-board">{partner?.name}</h2>
      {thread.hasNextPage ? (
        <Button variant="ghost" size="sm" onClick={() => void thread.fetchNextPage()}>
          {t('thread.earlier')}
        </Button>
      ) : null}
      <ol className="grid gap-2" data-testid="thread-messages">
        {items.map((m) => (
          <li
            key={m.id}
            className={cn(
              'max-w-[85%] rounded-lg p-3 text-sm',
              m.mine ? 'justify-self-end bg-primary/15' : 'justify-self-start bg-surface-raised',
            )}
          >
            {m.subject ? <p className="mb-1 font-semibold">{m.subject}</p> : null}
            <p className="whitespace-pre-wrap break-words">{m.body}</p>
            <p className="mt-1 text-xs text-muted-foreground">
              {/* Company members share the thread: each company message says which of them wrote it. */}
              {m.mine && m.sentBy ? (
                <span data-testid="message-sent-by">
                  {t('thread.sentBy', { name: m.sentBy.name })}
                </span>
              ) : null}
              {formatDateTime(m.createdAt)}
            </p>
          </li>
        ))}
      </ol>
      <form onSubmit={submit} className="flex items-end gap-2">
        <Textarea
          aria-label={t('thread.reply')}
          rows={2}
          maxLength={MESSAGE_BODY_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          placeholder={t('thread.replyPlaceholder')}
        />
        <Button type="submit" disabled={!body.trim() || reply.isPending}>
          <Send aria-hidden /> {t('thread.reply')}
        </Button>
      </form>
    </section>
  );
}
