import { describe, expect, it } from 'vitest';
import { invitationViewer } from './invitation-viewer';

describe('invitationViewer', () => {
  it('offers a visitor a new account', () => {
    expect(invitationViewer(null, 'ada@example.com')).toBe('signed-out');
  });
  it('lets a company account in no organisation join', () => {
    expect(
      invitationViewer({ role: 'company', org: null, email: 'Ada@Example.com' }, 'ada@example.com'),
    ).toBe('can-join');
  });
  it('turns away a company account with another address: the invitation is for the invited inbox only', () => {
    expect(
      invitationViewer(
        { role: 'company', org: null, email: 'someone-else@example.com' },
        'ada@example.com',
      ),
    ).toBe('other-address');
  });
  it('turns away a member of an organisation, a candidate and an admin', () => {
    expect(
      invitationViewer(
        {
          role: 'company',
          org: { id: 2, name: 'Aurora', role: 'owner' },
          email: 'ada@example.com',
        },
        'ada@example.com',
      ),
    ).toBe('in-organisation');
    expect(
      invitationViewer(
        { role: 'candidate', org: null, email: 'ada@example.com' },
        'ada@example.com',
      ),
    ).toBe('not-a-company');
    expect(
      invitationViewer({ role: 'admin', org: null, email: 'ada@example.com' }, 'ada@example.com'),
    ).toBe('not-a-company');
  });
});
