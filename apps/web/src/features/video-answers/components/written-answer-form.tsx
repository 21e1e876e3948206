import { useId, useState } from 'react';
import { VIDEO_ANSWER_WRITTEN_MAX_LENGTH } from '@takeoff/shared/video-answer-constants';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { showDestructiveToast, showSuccessToast } from '@/components/ui/toaster';
import { answerErrorMessage } from '../lib/answer-error';
import { useSendWrittenAnswer } from '../api/send-written-answer';
import { useT } from '../i18n';

/** The written alternative a company granted as an accommodation. */
export function WrittenAnswerForm({ requestId, index }: { requestId: number; index: number }) {
  const { t } = useT();
  const id = useId();
  const [text, setText] = useState('');
  const send = useSendWrittenAnswer();
  return (
    <form
      className="grid gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate(
          { requestId, index, input: { text } },
          {
            onSuccess: () => showSuccessToast(t('candidate.writtenSent')),
            onError: (error) =>
              showDestructiveToast(t('error'), answerErrorMessage(error, t('retry'))),
          },
        );
      }}
    >
      <Label htmlFor={id}>{t('candidate.writtenLabel')}</Label>
      <Textarea
        id={id}
        value={text}
        maxLength={VIDEO_ANSWER_WRITTEN_MAX_LENGTH}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        type="submit"
        className="justify-self-start"
        disabled={!text.trim() || send.isPending}
      >
        {t('candidate.writtenSend')}
      </Button>
    </form>
  );
}
