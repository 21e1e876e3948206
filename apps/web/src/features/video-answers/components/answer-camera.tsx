import { CameraView, type CameraTexts } from '@/components/camera/camera-view';
import type { CameraRecorder } from '@/lib/use-camera-recorder';
import { useT } from '../i18n';

/** The candidate's camera with the video-answers catalogue's words: check, thinking time, recording, the take. */
export function AnswerCamera({ recorder }: { recorder: CameraRecorder }) {
  const { t } = useT();
  const texts: CameraTexts = {
    cameraLabel: t('recorder.cameraLabel'),
    takeLabel: t('recorder.takeLabel'),
    starting: t('recorder.starting'),
    hint: t('recorder.checkHint'),
    check: t('recorder.check'),
    tryAgain: t('recorder.tryAgain'),
    recording: t('candidate.recording'),
    meter: {
      microphone: t('recorder.microphone'),
      level: t('recorder.microphoneLevel'),
      none: t('recorder.noMicrophone'),
    },
    thinkingLeft: (seconds) => t('candidate.thinkingLeft', { seconds }),
    problem: (problem) => t(`recorder.problems.${problem}`),
  };
  return <CameraView recorder={recorder} texts={texts} />;
}
