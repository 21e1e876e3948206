import { expect, test } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { ConsentStatus } from '@takeoff/shared/consent';
import { apiServer } from '@/test/api-server';
import {
  answer,
  candidateHandlers,
  memberHandlers,
  sessionHandler,
  userOf,
} from '@/test/api-handlers';
import { renderApp } from '@/test/render-app';

const status = (value: Partial<ConsentStatus>) =>
  http.get('/api/auth/consent-status', () =>
    answer(ConsentStatus, {
      required: true,
      kind: 'candidate',
      latest: null,
      processing: { videoStorage: 'server', videoStorageHost: null, transcriptionService: null },
      ...value,
    }),
  );

test('the consent text names the S3 host and the speech-to-text service, and says why it is asked again', async () => {
  // The later use() wins: the consent status below replaces the default handlers' one.
  apiServer.use(sessionHandler(userOf('candidate')), ...memberHandlers(), ...candidateHandlers());
  apiServer.use(
    status({
      latest: {
        id: 1,
        consentGiven: true,
        consentTimestamp: '2026-01-01T00:00:00.000Z',
        termsVersion: '1.0',
        privacyVersion: '1.0',
      },
      processing: {
        videoStorage: 's3',
        videoStorageHost: 'objects.example.eu',
        transcriptionService: 'speaches:8000 (Systran/faster-whisper-small)',
      },
    }),
  );
  renderApp('/candidate/jobs');
  const dialog = await screen.findByTestId('candidate-consent-dialog');
  expect(within(dialog).getByTestId('consent-updated')).toHaveTextContent(
    'We have updated this text',
  );
  expect(dialog).toHaveTextContent(
    "in Takeoff's object storage (S3-compatible, objects.example.eu)",
  );
  expect(dialog).toHaveTextContent(
    'sent to a speech-to-text service (speaches:8000 (Systran/faster-whisper-small))',
  );
});

test('without S3 or a speech-to-text service, the text says the server keeps videos and nothing transcribes them', async () => {
  // The later use() wins: the consent status below replaces the default handlers' one.
  apiServer.use(sessionHandler(userOf('candidate')), ...memberHandlers(), ...candidateHandlers());
  apiServer.use(status({}));
  renderApp('/candidate/jobs');
  const dialog = await screen.findByTestId('candidate-consent-dialog');
  expect(within(dialog).queryByTestId('consent-updated')).toBeNull();
  expect(dialog).toHaveTextContent("on the disk of Takeoff's server");
  expect(dialog).toHaveTextContent('this installation uses no speech-to-text service');
});
