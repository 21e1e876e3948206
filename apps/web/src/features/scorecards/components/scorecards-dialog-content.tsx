import type { RefObject } from 'react';
import { FormDialog } from '@/components/form-dialog';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useT } from '@/features/scorecards/i18n';
import { ScorecardPanel } from './scorecard-panel';

type ScorecardsDialogContentProps = {
  applicationId: number;
  candidateName: string;
  canRequest: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The card's Scorecards button: focus goes back there on closing. */
  triggerRef: RefObject<HTMLButtonElement | null>;
};

/** The dialog holding the panel (nearly full-screen on a phone), loaded the first time it is opened (scorecards-dialog.tsx). */
export function ScorecardsDialogContent({
  applicationId,
  candidateName,
  canRequest,
  open,
  onOpenChange,
  triggerRef,
}: ScorecardsDialogContentProps) {
  const { t } = useT();
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-2xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('dialog.title', { name: candidateName })}</DialogTitle>
          <DialogDescription>{t('dialog.description')}</DialogDescription>
        </DialogHeader>
        {open ? <ScorecardPanel applicationId={applicationId} canRequest={canRequest} /> : null}
      </DialogContent>
    </FormDialog>
  );
}
