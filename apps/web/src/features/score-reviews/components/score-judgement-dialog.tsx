import type { FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/form-dialog';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';

/**
 * The frame the pipeline card's score dialogs share (overrule a score, withdraw a judgement): a form dialog that asks
 * before dropping typed input, and the submit button; each dialog brings its own fields. Their opening button is
 * ScoreDialogOpener (score-dialog-opener.tsx), which loads this with the form when first opened.
 */
export function ScoreJudgementDialog({
  open,
  onOpenChange,
  dirty,
  title,
  description,
  onSubmit,
  submitLabel,
  pending,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  dirty: boolean;
  title: string;
  description: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} dirty={dirty}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={(event) => void onSubmit(event)} noValidate>
          {children}
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </FormDialog>
  );
}

/** The reason both dialogs ask for (kept in the audit log). */
export function ReasonField({
  id,
  label,
  error,
  registration,
}: {
  id: string;
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <Textarea id={id} rows={3} aria-invalid={error ? true : undefined} {...registration} />
    </FormField>
  );
}
