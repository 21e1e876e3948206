import { Trans } from 'react-i18next';
import { Link } from 'react-router';
import type { PitchProcessingDisclosure } from '@takeoff/shared/consent';
import { useT } from '../i18n';

const linkClass = 'font-medium text-primary underline underline-offset-2';

type Point = {
  key:
    | 'data'
    | 'purpose'
    | 'video'
    | 'storageServer'
    | 'storageS3'
    | 'transcriptionService'
    | 'transcriptionNone'
    | 'dictation'
    | 'retention'
    | 'rights'
    | 'withdrawal';
  values: Record<string, string>;
};

/** The points in order; where videos are kept and who transcribes them follow this server's configuration. */
function points(processing: PitchProcessingDisclosure | null): Point[] {
  const storage: Point =
    processing?.videoStorage === 's3' && processing.videoStorageHost
      ? { key: 'storageS3', values: { host: processing.videoStorageHost } }
      : { key: 'storageServer', values: {} };
  const transcription: Point = processing?.transcriptionService
    ? { key: 'transcriptionService', values: { service: processing.transcriptionService } }
    : { key: 'transcriptionNone', values: {} };
  return [
    { key: 'data', values: {} },
    { key: 'purpose', values: {} },
    { key: 'video', values: {} },
    storage,
    transcription,
    { key: 'dictation', values: {} },
    { key: 'retention', values: {} },
    { key: 'rights', values: {} },
    { key: 'withdrawal', values: {} },
  ];
}

/**
 * The candidate's GDPR consent text (the seeds' Greek, and its English version): what is processed, why, where it is
 * kept, which speech-to-text service hears it, how long, and the rights kept.
 */
export function CandidateConsentText({
  processing,
}: {
  processing: PitchProcessingDisclosure | null;
}) {
  const { t } = useT();
  return (
    <div className="space-y-3 text-sm leading-relaxed text-foreground/90">
      <p>{t('candidate.text.intro')}</p>
      <ul className="list-disc space-y-2 pl-5">
        {points(processing).map((point) => (
          <li key={point.key}>
            <Trans
              t={t}
              i18nKey={`candidate.text.${point.key}`}
              values={point.values}
              components={{ strong: <strong />, em: <em /> }}
            />
          </li>
        ))}
      </ul>
      <p>
        <Trans
          t={t}
          i18nKey="candidate.text.readMore"
          components={{
            terms: <Link to="/terms" target="_blank" rel="noopener" className={linkClass} />,
            privacy: <Link to="/privacy" target="_blank" rel="noopener" className={linkClass} />,
          }}
        />
      </p>
    </div>
  );
}
