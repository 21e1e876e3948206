import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { advance, ASSISTANT_NAMES, walkthroughsFor, type AssistantState } from './flows';

describe('assistant flows', () => {
  it('names the guides and has the seeds step counts', () => {
    expect(ASSISTANT_NAMES).toEqual({ company: 'Captain Casey', candidate: 'Navigator Nia' });
    const counts = (role: 'company' | 'candidate') =>
      Object.fromEntries(walkthroughsFor(role).map((flow) => [flow.id, flow.steps.length]));
    expect(counts('company')).toEqual({
      'posting-video-promo': 4,
      'reviewing-candidates': 5,
      'sending-messages': 5,
    });
    expect(counts('candidate')).toEqual({
      'recording-pitch': 5,
      'searching-jobs': 5,
      'viewing-companies': 5,
    });
  });

  it('every highlight step has a data-tour target and only the last button finishes', () => {
    for (const flow of [...walkthroughsFor('company'), ...walkthroughsFor('candidate')]) {
      flow.steps.forEach((step, index) => {
        if (step.action === 'highlight')
          expect(step.target).toMatch(/^\[data-tour="[a-z-]+"\](, \[data-tour="[a-z-]+"\])*$/);
        expect(step.buttonText === 'Finish').toBe(index === flow.steps.length - 1);
      });
    }
  });

  it('advances step by step and the last step ends the flow', () => {
    const flows = walkthroughsFor('company');
    let state: AssistantState = { kind: 'walkthrough', flowId: 'posting-video-promo', step: 0 };
    for (let i = 1; i < 4; i += 1) {
      state = advance(state, flows);
      expect(state).toEqual({ kind: 'walkthrough', flowId: 'posting-video-promo', step: i });
    }
    expect(advance(state, flows)).toEqual({ kind: 'closed' });
    expect(advance({ kind: 'menu' }, flows)).toEqual({ kind: 'menu' });
  });
});

describe('assistant flows in Greek', () => {
  it('reads names, titles and buttons in the language chosen when asked', async () => {
    await i18n.changeLanguage('el');
    try {
      expect(ASSISTANT_NAMES.candidate).toBe('Πλοηγός Νία');
      const flow = walkthroughsFor('candidate').find(
        (candidate) => candidate.id === 'searching-jobs',
      )!;
      expect(flow.title).toBe('Αναζήτηση εργασίας');
      expect(flow.steps.at(-1)!.buttonText).toBe('Τέλος');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(walkthroughsFor('candidate')[0]!.title).toBe('Recording your pitch');
  });
});
