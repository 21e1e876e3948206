import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';

/** A label, its control and the control's error, wired by ids for screen readers. */
export function FormField({ id, label, error, children }: { id: string; label: string; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-status-closed">
          {error}
        </p>
      ) : null}
    </div>
  );
}
