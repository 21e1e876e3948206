import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

type ListCardProps = {
  id: string;
  title: string;
  icon: LucideIcon;
  /** The list's query state: loading shows a skeleton, an error the `errorText`, no items the `emptyText`. */
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  errorText: string;
  emptyText: string;
  /** The `<li>` rows. */
  children: ReactNode;
  /** The title's heading level under its section (h2 by default). */
  titleAs?: 'h2' | 'h3';
  /** Actions on the whole list, below it (shown once the list has loaded and is not empty). */
  footer?: ReactNode;
};

/** A titled card holding one list, with its loading, failed and empty states. */
export function ListCard({
  id,
  title,
  icon: Icon,
  isPending,
  isError,
  isEmpty,
  errorText,
  emptyText,
  children,
  titleAs,
  footer,
}: ListCardProps) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle as={titleAs} id={id} className="flex items-center gap-2">
          <Icon aria-hidden className="size-5 text-board" /> {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : isError ? (
          <p role="alert">{errorText}</p>
        ) : isEmpty ? (
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <>
            <ul className="grid gap-2" aria-label={title}>
              {children}
            </ul>
            {footer ? <div className="mt-4 flex flex-wrap gap-2">{footer}</div> : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
