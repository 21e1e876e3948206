import { describe, expect, it } from 'vitest';
import { affectedQueryKeys } from './affected-queries';

describe('affectedQueryKeys', () => {
  it('names what a push makes stale: an open thread for a message, the pipeline and dashboard for an application', () => {
    expect(affectedQueryKeys('new_message')).toEqual([['messages']]);
    expect(affectedQueryKeys('new_application')).toEqual([['applications'], ['dashboards']]);
    expect(affectedQueryKeys('video_answer_failed')).toEqual([['video-answers']]);
    expect(affectedQueryKeys('something_else')).toEqual([]);
  });
});
