import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Loader2, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/class-names';

export type LinkPageTone = 'pending' | 'success' | 'error' | 'info';

const toneIcons: Record<LinkPageTone, { icon: LucideIcon; className: string }> = {
  pending: { icon: Loader2, className: 'animate-spin text-muted-foreground' },
  success: { icon: CircleCheck, className: 'text-status-live' },
  error: { icon: CircleAlert, className: 'text-status-closed' },
  info: { icon: CircleAlert, className: 'text-board' },
};

type LinkPageCardProps = {
  title: string;
  tone: LinkPageTone;
  /** What happened, in a sentence; announced to screen readers when it changes. */
  message?: ReactNode;
  icon?: LucideIcon;
  children?: ReactNode;
};

/** The page a mailed link opens (reset, verify, confirm, unsubscribe): one centred card, its outcome and next step. */
export function LinkPageCard({ title, tone, message, icon, children }: LinkPageCardProps) {
  useDocumentTitle(title);
  const Icon = icon ?? toneIcons[tone].icon;
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader className="items-start">
        <Icon
          aria-hidden
          className={cn('size-8', icon ? 'text-board' : toneIcons[tone].className)}
        />
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <CardDescription
          role={tone === 'error' ? 'alert' : 'status'}
          aria-live="polite"
          className="text-base"
        >
          {message}
        </CardDescription>
      </CardHeader>
      {children ? <CardContent className="grid gap-4">{children}</CardContent> : null}
    </Card>
  );
}
