import { useState } from 'react';
import { Loader2, MessageSquare } from 'lucide-react';
import { toast } from 'sonner';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, MESSAGE_TEXTS } from '@takeoff/shared/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useSendMessage } from '../api/send-message';

/** The seeds' message dialog: subject and body required after trimming; send disabled while either is empty. */
export function SendMessageDialog({ candidateId, recipientLabel }: { candidateId: number; recipientLabel: string }) {
  const [open, setOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const send = useSendMessage();
  const empty = !subject.trim() || !body.trim();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (empty) {
      showDestructiveToast(MESSAGE_TEXTS.missingTitle, MESSAGE_TEXTS.missingBody);
      return;
    }
    try {
      await send.mutateAsync({ toCandidateId: candidateId, subject: subject.trim(), body: body.trim() });
      toast.success(MESSAGE_TEXTS.sentTitle, { description: MESSAGE_TEXTS.sent });
      setSubject('');
      setBody('');
      setOpen(false);
    } catch (error) {
      showDestructiveToast('Error', errorMessage(error, MESSAGE_TEXTS.sendFailed));
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="w-full">
          <MessageSquare aria-hidden /> {MESSAGE_TEXTS.dialogTitle}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{MESSAGE_TEXTS.dialogTitle}</DialogTitle>
            <DialogDescription>To {recipientLabel}. The candidate can read and reply in their inbox.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`msg-subject-${candidateId}`}>Subject</Label>
            <Input id={`msg-subject-${candidateId}`} maxLength={MESSAGE_SUBJECT_MAX} value={subject} onChange={(e) => setSubject(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`msg-body-${candidateId}`}>Message</Label>
            <Textarea id={`msg-body-${candidateId}`} rows={5} maxLength={MESSAGE_BODY_MAX} value={body} onChange={(e) => setBody(e.target.value)} />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={empty || send.isPending}>
              {send.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null} Send Message
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
