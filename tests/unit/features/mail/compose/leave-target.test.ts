import { describe, expect, it } from 'vitest';
import { leaveTarget } from '../../../../../features/mail/compose/leave-target';

describe('where compose goes when done', () => {
  it('given a previous route, should go back to it', () => {
    expect(leaveTarget('/emails/inbox/12')).toEqual({ kind: 'history' });
    expect(leaveTarget('/daily')).toEqual({ kind: 'history' });
  });

  it('given none, the root, or compose itself, should open the inbox', () => {
    expect(leaveTarget(null)).toEqual({ kind: 'navigate', to: '/emails/inbox' });
    expect(leaveTarget('/')).toEqual({ kind: 'navigate', to: '/emails/inbox' });
    expect(leaveTarget('/compose-email')).toEqual({ kind: 'navigate', to: '/emails/inbox' });
  });
});
