import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLeaveGuard, type LeaveAttempt, type LeaveGuard } from '../../../../../features/mail/compose/leave-guard';
import { fakeWindow, settle, type FakeWindow } from './fake-window';

let win: FakeWindow;
let guard: LeaveGuard;
let attempts: LeaveAttempt[];

function setup(paths = ['/emails/inbox', '/compose-email']) {
  win = fakeWindow(paths);
  attempts = [];
  guard = createLeaveGuard(win, (a) => attempts.push(a));
}

afterEach(() => guard.dispose());

/** Node's Event has a read-only returnValue; a browser's BeforeUnloadEvent lets it be set. */
const unloadEvent = (): Event => Object.defineProperty(new Event('beforeunload', { cancelable: true }), 'returnValue', { value: true, writable: true });

describe('the compose leave guard', () => {
  it('given nothing to lose, should let every navigation through and add no history entry', async () => {
    setup();
    win.history.pushState(null, '', '/daily');
    expect(win.paths).toEqual(['/emails/inbox', '/compose-email', '/daily']);
    win.history.back();
    await settle();
    expect(win.path).toBe('/compose-email');
    expect(attempts).toEqual([]);
  });

  it('given unsaved changes, should hold a router navigation as an attempt, and carry it out once confirmed', async () => {
    setup();
    guard.setArmed(true);
    expect(win.paths).toEqual(['/emails/inbox', '/compose-email', '/compose-email']);
    win.history.pushState(null, '', '/daily');
    expect(win.path).toBe('/compose-email');
    expect(attempts).toEqual([{ kind: 'navigate', replace: false, state: null, url: '/daily' }]);

    guard.proceed(attempts[0]!);
    await settle();
    // The extra entry went first: Back from /daily returns to compose, not to a copy of it.
    expect(win.backStack).toEqual(['/emails/inbox', '/compose-email', '/daily']);
  });

  it('given unsaved changes, should catch Back (browser or header), keep catching it, and go back once confirmed', async () => {
    setup();
    guard.setArmed(true);
    win.history.back();
    await settle();
    expect(attempts).toEqual([{ kind: 'back' }]);
    expect(win.path).toBe('/compose-email');
    // The extra entry is back on top: a second press is caught as well.
    expect(win.index).toBe(2);

    win.history.back();
    await settle();
    expect(attempts).toHaveLength(2);

    guard.proceed({ kind: 'back' });
    await settle();
    expect(win.path).toBe('/emails/inbox');
  });

  it('given a replace (the header Back without history), should hold it too', async () => {
    setup(['/compose-email']);
    guard.setArmed(true);
    win.history.replaceState(null, '', '/daily');
    expect(attempts).toEqual([{ kind: 'navigate', replace: true, state: null, url: '/daily' }]);
    guard.proceed(attempts[0]!);
    await settle();
    expect(win.backStack).toEqual(['/daily']);
  });

  it('given the changes saved, should remove its entry so Back works at the first press', async () => {
    setup();
    guard.setArmed(true);
    guard.setArmed(false);
    await settle();
    expect(win.backStack).toEqual(['/emails/inbox', '/compose-email']);
  });

  it("should run the screen's own address change unguarded and on the compose entry itself, then guard again", async () => {
    setup();
    guard.setArmed(true);
    guard.release(() => win.history.replaceState(null, '', '/compose-email?mode=draft&id=5'));
    await settle();
    expect(attempts).toEqual([]);
    // Both compose entries carry the draft's address, so Back never lands on the empty form.
    expect(win.paths).toEqual(['/emails/inbox', '/compose-email?mode=draft&id=5', '/compose-email?mode=draft&id=5']);
  });

  it('when leaving for good, should not arm again', async () => {
    setup();
    guard.setArmed(true);
    const then = vi.fn(() => win.history.back());
    guard.leave(then);
    guard.setArmed(true);
    await settle();
    await settle();
    expect(then).toHaveBeenCalledTimes(1);
    expect(win.path).toBe('/emails/inbox');
    expect(attempts).toEqual([]);
  });

  it('should ask before a reload or closing the tab only while armed', () => {
    setup();
    const event = unloadEvent();
    win.dispatch('beforeunload', event);
    expect(event.defaultPrevented).toBe(false);
    guard.setArmed(true);
    const armed = unloadEvent();
    win.dispatch('beforeunload', armed);
    expect(armed.defaultPrevented).toBe(true);
  });

  it('when disposed, should hand history back to the router and stop listening', () => {
    setup();
    const routerPush = win.history.pushState;
    const second = createLeaveGuard(win, () => undefined);
    second.dispose();
    expect(win.history.pushState).toBe(routerPush);
    guard.dispose();
    expect(win.listenerCount('popstate')).toBe(0);
    expect(win.listenerCount('beforeunload')).toBe(0);
    win.history.pushState(null, '', '/daily');
    expect(win.path).toBe('/daily');
  });
});
