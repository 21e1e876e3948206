import type { ComponentProps, ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { localizeMessage } from '@/lib/api-client';

/** A label, its control and the control's error, wired by ids for screen readers. */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-status-closed">
          {localizeMessage(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its error: the input is marked invalid and described by the error while there is one. */
export function FormInput({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string | undefined } & ComponentProps<typeof Input>) {
  return (
    <FormField id={id} label={label} error={error}>
      <Input
        id={id}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
    </FormField>
  );
}
