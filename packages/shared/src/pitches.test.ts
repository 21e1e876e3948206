import { describe, expect, it } from 'vitest';
import {
  CreatePitchRequest,
  UpdatePitchRequest,
  candidateLabel,
  displayStatus,
  splitSkills,
} from './pitches';
import { formatScore } from './confidence';
import { SendMessageRequest } from './messages';

describe('pitch rules', () => {
  it('labels candidates with the id padded to 6 digits', () => {
    expect(candidateLabel(42)).toBe('Candidate #000042');
    expect(candidateLabel(1234567)).toBe('Candidate #1234567');
  });

  it('splits skills on commas and trims', () => {
    expect(splitSkills(' React ,  Node,, SQL ,')).toEqual(['React', 'Node', 'SQL']);
    expect(splitSkills('   ')).toEqual([]);
  });

  it('shows unknown statuses as available', () => {
    expect(displayStatus('onboarding')).toBe('onboarding');
    expect(displayStatus('hired')).toBe('available');
    expect(displayStatus(null)).toBe('available');
  });

  it('validates a create request and ignores a candidateId in the body', () => {
    const parsed = CreatePitchRequest.parse({
      title: ' Dev ',
      skills: [' Go '],
      youtubeLink: 'youtu.be/dQw4w9WgXcQ',
      candidateId: 99,
    });
    expect(parsed).toEqual({ title: 'Dev', skills: ['Go'], youtubeLink: 'youtu.be/dQw4w9WgXcQ' });
    expect(
      CreatePitchRequest.safeParse({
        title: 'Dev',
        skills: Array(31).fill('x'),
        youtubeLink: 'youtu.be/dQw4w9WgXcQ',
      }).success,
    ).toBe(false);
    expect(
      CreatePitchRequest.safeParse({
        title: 'Dev\u0000',
        skills: ['x'],
        youtubeLink: 'youtu.be/dQw4w9WgXcQ',
      }).success,
    ).toBe(false);
  });

  it('refuses an empty update', () => {
    expect(UpdatePitchRequest.safeParse({}).success).toBe(false);
    expect(UpdatePitchRequest.safeParse({ status: 'placement' }).success).toBe(true);
  });

  it('formats scores as x/5 or N/A', () => {
    expect(formatScore(3.84)).toBe('3.8/5');
    expect(formatScore(null)).toBe('N/A');
  });
});

describe('message rules', () => {
  it('requires subject and body after trimming', () => {
    expect(
      SendMessageRequest.safeParse({ toCandidateId: 1, subject: '  ', body: 'x' }).success,
    ).toBe(false);
    expect(
      SendMessageRequest.safeParse({ toCandidateId: 1, subject: 'Hi', body: '  ' }).success,
    ).toBe(false);
    expect(
      SendMessageRequest.parse({ toCandidateId: '7', subject: ' Hi ', body: ' There ' }),
    ).toEqual({ toCandidateId: 7, subject: 'Hi', body: 'There' });
  });
});
