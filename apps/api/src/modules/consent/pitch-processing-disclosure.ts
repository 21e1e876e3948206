import type { PitchProcessingDisclosure } from '@takeoff/shared/consent';
import type { Config } from '../../config';
import { describeTranscriptionService } from '../transcription/openai-transcriber';

/**
 * What the candidate consent text names from this server's configuration: Takeoff's own video storage (the disk,
 * or the S3 host) and the speech-to-text service when one is configured. Names only, never a key or bucket secret.
 */
export function pitchProcessingDisclosure(
  config: Pick<
    Config,
    'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'TRANSCRIBE_URL' | 'TRANSCRIBE_MODEL'
  >,
): PitchProcessingDisclosure {
  const s3 = Boolean(config.S3_BUCKET);
  return {
    videoStorage: s3 ? 's3' : 'server',
    // Without an endpoint the S3 client talks to AWS in the configured region.
    videoStorageHost: s3
      ? config.S3_ENDPOINT
        ? new URL(config.S3_ENDPOINT).host
        : `s3.${config.S3_REGION}.amazonaws.com`
      : null,
    transcriptionService: describeTranscriptionService(config),
  };
}
