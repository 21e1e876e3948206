import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

/**
 * Asked when a long form with unsaved input is about to close (outside click, Esc, Cancel): keep editing, close
 * and keep the draft for later, or discard it.
 */
export function UnsavedChangesDialog({
  open,
  onKeepEditing,
  onKeepDraft,
  onDiscard,
}: {
  open: boolean;
  onKeepEditing: () => void;
  /** Absent when the form keeps no draft (an edit of something saved). */
  onKeepDraft?: (() => void) | undefined;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog open={open} onOpenChange={(next) => (next ? undefined : onKeepEditing())}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('unsaved.title')}</AlertDialogTitle>
          <AlertDialogDescription>
            {onKeepDraft ? t('unsaved.descriptionDraft') : t('unsaved.description')}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('unsaved.keepEditing')}</AlertDialogCancel>
          {onKeepDraft ? (
            <Button variant="outline" onClick={onKeepDraft}>
              {t('unsaved.keepDraft')}
            </Button>
          ) : null}
          <AlertDialogAction onClick={onDiscard}>{t('unsaved.discard')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
