import { describe, expect, it } from 'vitest';
import { invitationViewer } from './invitation-viewer';

describe('invitationViewer', () => {
  it('offers a visitor a new account', () => {
    expect(invitationViewer(null)).toBe('signed-out');
  });
  it('lets a company account in no organisation join', () => {
    expect(invitationViewer({ role: 'company', org: null })).toBe('can-join');
  });
  it('turns away a member of an organisation, a candidate and an admin', () => {
    expect(invitationViewer({ role: 'company', org: { id: 2, name: 'Aurora', role: 'owner' } })).toBe('in-organisation');
    expect(invitationViewer({ role: 'candidate', org: null })).toBe('not-a-company');
    expect(invitationViewer({ role: 'admin', org: null })).toBe('not-a-company');
  });
});
