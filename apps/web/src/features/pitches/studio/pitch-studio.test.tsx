import { useState } from 'react';
import { expect, test } from 'vitest';
import { screen } from '@testing-library/react';
import { renderComponent } from '@/test/render-component';
import { PitchStudio } from './pitch-studio';
import type { StudioOption } from './studio-options';

function Studio({ initial }: { initial: StudioOption }) {
  const [option, setOption] = useState(initial);
  return (
    <PitchStudio
      option={option}
      onOptionChange={setOption}
      pitchId={null}
      state={{
        live: null,
        pending: null,
        processingAvailable: false,
        transcriptionAvailable: false,
      }}
    />
  );
}

test('the studio switches between Record, Upload and YouTube link', async () => {
  const { user } = renderComponent(<Studio initial="record" />);
  const options = screen.getByRole('tablist', { name: 'How to add your video' });
  expect(options).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Record' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('button', { name: 'Check camera and microphone' })).toBeInTheDocument();
  // Nothing leaves the browser before "Use this take": the camera is not even opened yet.
  expect(screen.getByText(/Your takes stay in this browser/)).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Upload' }));
  expect(screen.getByLabelText('Video file')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Check camera and microphone' })).toBeNull();

  await user.click(screen.getByRole('tab', { name: 'YouTube link' }));
  expect(screen.getByText(/Paste the link to your YouTube video/)).toBeInTheDocument();
  expect(screen.queryByLabelText('Video file')).toBeNull();
});

test('without processing on the server, the studio says so', () => {
  renderComponent(<Studio initial="upload" />);
  expect(screen.getByText(/Video processing is unavailable on this server/)).toBeInTheDocument();
});
