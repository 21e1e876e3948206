import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';

export function StatCard({
  title,
  value,
  detail,
  icon,
}: {
  title: string;
  value: number;
  detail: string;
  icon: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 pt-6">
        <div className="min-w-0">
          <p className="break-words text-sm text-muted-foreground">{title}</p>
          <p className="font-mono text-3xl font-bold text-primary tabular-nums">{value}</p>
          <p className="text-xs text-muted-foreground">{detail}</p>
        </div>
        <span className="text-muted-foreground [&_svg]:size-6" aria-hidden>
          {icon}
        </span>
      </CardContent>
    </Card>
  );
}
