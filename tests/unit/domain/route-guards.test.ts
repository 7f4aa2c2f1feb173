import { describe, expect, it } from 'vitest';
import { afterLoginPath, backDecision, decideAccess, returnToAppTarget, type GuardFacts } from '../../../domain/route-guards';

const anonymous: GuardFacts = { signedIn: false, nonPortal: false, hasForgotUserId: false };
const staff: GuardFacts = { signedIn: true, nonPortal: true, hasForgotUserId: false };
const portal: GuardFacts = { signedIn: true, nonPortal: false, hasForgotUserId: false };

describe('decideAccess', () => {
  it('given a public route, should always render', () => {
    expect(decideAccess('public', anonymous)).toEqual({ kind: 'render' });
    expect(decideAccess('public', portal)).toEqual({ kind: 'render' });
  });

  it('given /login or /forgot_email when signed in, should redirect to /', () => {
    expect(decideAccess('anonymous', staff)).toEqual({ kind: 'redirect', to: '/', rememberTarget: false });
    expect(decideAccess('anonymous', anonymous)).toEqual({ kind: 'render' });
  });

  it('given /forgot_questions, should need the forgot user id and no session', () => {
    expect(decideAccess('forgotQuestions', staff)).toEqual({ kind: 'redirect', to: '/', rememberTarget: false });
    expect(decideAccess('forgotQuestions', anonymous)).toEqual({
      kind: 'redirect',
      to: '/forgot_email',
      rememberTarget: false,
    });
    expect(decideAccess('forgotQuestions', { ...anonymous, hasForgotUserId: true })).toEqual({ kind: 'render' });
  });

  it('given a guarded route when anonymous, should remember the target and go to /login', () => {
    expect(decideAccess('guarded', anonymous)).toEqual({ kind: 'redirect', to: '/login', rememberTarget: true });
    expect(decideAccess('nonPortal', anonymous)).toEqual({ kind: 'redirect', to: '/login', rememberTarget: true });
    expect(decideAccess('guarded', portal)).toEqual({ kind: 'render' });
  });

  it('given a non-portal route, should keep portal users out', () => {
    expect(decideAccess('nonPortal', portal)).toEqual({ kind: 'redirect', to: '/daily', rememberTarget: false });
    expect(decideAccess('nonPortal', staff)).toEqual({ kind: 'render' });
  });
});

describe('afterLoginPath', () => {
  it('given a remembered app route, should go there', () => {
    expect(afterLoginPath('/contacts')).toBe('/contacts');
    expect(afterLoginPath('/emails/inbox?x=1')).toBe('/emails/inbox?x=1');
  });

  it('given nothing, the root, an auth page or a foreign target, should go to /daily', () => {
    for (const t of [null, undefined, '', '/', '/login', '/forgot_email', '//evil.example', 'https://x', '/\\evil']) {
      expect(afterLoginPath(t)).toBe('/daily');
    }
  });
});

describe('backDecision', () => {
  it('given no previous route or the root, should go to /daily', () => {
    expect(backDecision(null)).toEqual({ kind: 'navigate', to: '/daily' });
    expect(backDecision('/')).toEqual({ kind: 'navigate', to: '/daily' });
  });

  it('given a previous route, should go back in history', () => {
    expect(backDecision('/contacts')).toEqual({ kind: 'history' });
  });
});

describe('returnToAppTarget', () => {
  const mobile = { mobile: true, signedIn: true };

  it('given a signed-in phone user coming back, should go to /daily', () => {
    expect(returnToAppTarget('/contacts', mobile)).toBe('/daily');
  });

  it('given compose-email, /daily, a desktop or no session, should stay', () => {
    expect(returnToAppTarget('/compose-email', mobile)).toBeNull();
    expect(returnToAppTarget('/daily', mobile)).toBeNull();
    expect(returnToAppTarget('/contacts', { mobile: false, signedIn: true })).toBeNull();
    expect(returnToAppTarget('/contacts', { mobile: true, signedIn: false })).toBeNull();
  });
  it('given a Meadow Connect call, should stay (leaving would hang up)', () => {
    expect(returnToAppTarget(`/connect/${'a'.repeat(64)}`, mobile)).toBeNull();
  });
});

describe("decideAccess 'provider' (the audit trail, issue 13)", () => {
  it('given a provider, should render; given anyone else signed in, should send them to /daily', () => {
    expect(decideAccess('provider', { ...staff, provider: true })).toEqual({ kind: 'render' });
    expect(decideAccess('provider', staff)).toEqual({ kind: 'redirect', to: '/daily', rememberTarget: false });
    expect(decideAccess('provider', portal)).toEqual({ kind: 'redirect', to: '/daily', rememberTarget: false });
  });

  it('given nobody signed in, should remember the target and go to /login', () => {
    expect(decideAccess('provider', anonymous)).toEqual({ kind: 'redirect', to: '/login', rememberTarget: true });
  });
});
