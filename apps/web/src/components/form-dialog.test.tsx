import { useState } from 'react';
import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Button } from '@/components/ui/button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { readDraft, useDraftState } from '@/lib/form-draft';
import { renderComponent } from '@/test/render-component';
import { FormDialog, useUnsavedInput } from './form-dialog';

/** A form deep inside the dialog, as a scorecard sits in its panel: it reports its own unsaved input. */
function NoteForm({ draftKey }: { draftKey: string | null }) {
  const [note, setNote, dirty] = useDraftState(draftKey, { text: '' });
  useUnsavedInput(dirty, draftKey);
  return (
    <>
      <Label htmlFor="note">Note</Label>
      <Textarea
        id="note"
        value={note.text}
        onChange={(event) => setNote({ text: event.target.value })}
      />
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
    </>
  );
}

function NoteDialog({ draftKey = null }: { draftKey?: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Write a note</Button>
      <FormDialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Note</DialogTitle>
            <DialogDescription>About the candidate</DialogDescription>
          </DialogHeader>
          <NoteForm draftKey={draftKey} />
        </DialogContent>
      </FormDialog>
    </>
  );
}

const noteDialog = () => screen.queryByRole('dialog', { name: 'Note' });
const question = () => screen.findByRole('alertdialog', { name: 'Close without saving?' });

test('a long form never closes on Esc, an outside click, the close button or Cancel with unsaved input without asking', async () => {
  const { user } = renderComponent(<NoteDialog />);
  await user.click(screen.getByRole('button', { name: 'Write a note' }));
  // Nothing typed: Esc closes at once.
  await screen.findByRole('dialog', { name: 'Note' });
  await user.keyboard('{Escape}');
  await expect.poll(noteDialog).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Write a note' }));
  const dialog = await screen.findByRole('dialog', { name: 'Note' });
  const field = within(dialog).getByLabelText('Note');
  await user.click(field);
  await user.paste('Strong radio work');

  const overlay = document.querySelector<HTMLElement>('.fixed.inset-0[data-state="open"]')!;
  const ways: [string, () => Promise<void>][] = [
    ['Esc', () => user.keyboard('{Escape}')],
    ['an outside click', () => user.click(overlay)],
    ['the close button', () => user.click(within(dialog).getByRole('button', { name: 'Close' }))],
    ['Cancel', () => user.click(within(dialog).getByRole('button', { name: 'Cancel' }))],
  ];
  for (const [way, close] of ways) {
    await close();
    const ask = await question();
    // No draft is kept for this form: only keep editing or discard.
    expect(ask, way).toHaveTextContent('What you entered here is not saved yet.');
    expect(within(ask).queryByRole('button', { name: 'Close, keep draft' })).toBeNull();
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await expect.poll(() => screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(noteDialog(), way).toBeInTheDocument();
    expect(field).toHaveValue('Strong radio work');
    // Esc came from the field: keep editing puts the caret back there.
    if (way === 'Esc') await expect.poll(() => document.activeElement).toBe(field);
  }

  await user.keyboard('{Escape}');
  await user.click(within(await question()).getByRole('button', { name: 'Discard' }));
  await expect.poll(noteDialog).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Write a note' }));
  expect(
    within(await screen.findByRole('dialog', { name: 'Note' })).getByLabelText('Note'),
  ).toHaveValue('');
});

test('a draft survives closing the form and a reload of the tab, until it is discarded', async () => {
  const key = 'note:7';
  const first = renderComponent(<NoteDialog draftKey={key} />);
  await first.user.click(screen.getByRole('button', { name: 'Write a note' }));
  await first.user.click(within(await screen.findByRole('dialog')).getByLabelText('Note'));
  await first.user.paste('Ask about night flights');
  await first.user.keyboard('{Escape}');
  const ask = await question();
  expect(ask).toHaveTextContent('Keep it as a draft in this tab');
  await first.user.click(within(ask).getByRole('button', { name: 'Close, keep draft' }));
  await expect.poll(noteDialog).not.toBeInTheDocument();
  // Kept in this tab only: what a member writes about candidates does not outlive it on a shared computer.
  expect(readDraft(key)).toEqual({ text: 'Ask about night flights' });
  expect(window.localStorage.length).toBe(0);

  // The page is loaded again: the draft comes back and counts as unsaved input.
  first.unmount();
  const { user } = renderComponent(<NoteDialog draftKey={key} />);
  await user.click(screen.getByRole('button', { name: 'Write a note' }));
  const dialog = await screen.findByRole('dialog', { name: 'Note' });
  expect(within(dialog).getByLabelText('Note')).toHaveValue('Ask about night flights');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await user.click(within(await question()).getByRole('button', { name: 'Discard' }));
  await expect.poll(noteDialog).not.toBeInTheDocument();
  expect(readDraft(key)).toBeNull();
});
