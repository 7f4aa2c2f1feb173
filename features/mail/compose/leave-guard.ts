/**
 * Keeps the user on compose while it holds unsaved changes (issue 12:
 * "leaving compose with unsaved text asks before discarding"), for every way
 * out of a single-page app:
 *
 * - in-app links, menus, the header's Back without history and any other
 *   router navigation: wouter navigates through `history.pushState` /
 *   `replaceState`, looked up at call time, so while armed those two are
 *   wrapped and a call becomes an attempt the screen confirms;
 * - the browser's back button and the header's Back (`history.back()`): a
 *   popstate cannot be cancelled, so while armed one extra history entry
 *   with the same address (the sentinel) sits on top; going back lands on
 *   the compose entry under it, which counts as an attempt, and the
 *   sentinel goes back on top at once, so a second press is caught too;
 * - a reload or closing the tab: `beforeunload`.
 *
 * Wouter has no navigation blocker; if the app gains one (e.g. its Router's
 * `aroundNav`), the wrapping here can go, the sentinel and beforeunload stay.
 * DOM-free apart from the window it is given, so unit tests drive a fake.
 */

export type LeaveAttempt =
  | { kind: 'back' }
  | { kind: 'navigate'; replace: boolean; state: unknown; url: string | URL | null | undefined };

type HistoryWrite = (state: unknown, unused: string, url?: string | URL | null) => void;

/** The parts of `window` the guard uses. */
export interface GuardedWindow {
  history: {
    readonly state: unknown;
    pushState: HistoryWrite;
    replaceState: HistoryWrite;
    back: () => void;
  };
  location: { readonly href: string; readonly pathname: string };
  addEventListener: (type: 'popstate' | 'beforeunload', listener: (event: Event) => void) => void;
  removeEventListener: (type: 'popstate' | 'beforeunload', listener: (event: Event) => void) => void;
  setTimeout: (handler: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
}

export interface LeaveGuard {
  /** Whether there is something to lose (the form differs from what was loaded or saved). */
  setArmed: (armed: boolean) => void;
  /** Leaves for good: the sentinel goes, then `then` runs unguarded (a send, Discard, a confirmed attempt). */
  leave: (then: () => void) => void;
  /** Carries out an attempt the user confirmed, without asking again. */
  proceed: (attempt: LeaveAttempt) => void;
  /** Runs `then` unguarded with the sentinel gone (the screen's own address change), then guards again as before. */
  release: (then: () => void) => void;
  dispose: () => void;
}

const SENTINEL_KEY = 'meadowComposeGuard';
/** If the browser never reports the sentinel's removal, carry on anyway rather than hang. */
const UNWIND_TIMEOUT_MS = 1_000;
let nextGuardId = 1;

const isSentinel = (state: unknown, id: number): boolean =>
  typeof state === 'object' && state !== null && (state as Record<string, unknown>)[SENTINEL_KEY] === id;

export function createLeaveGuard(win: GuardedWindow, onAttempt: (attempt: LeaveAttempt) => void): LeaveGuard {
  const id = nextGuardId++;
  const { history } = win;
  // The router's own wrappers (wouter patches both to announce changes): calling them keeps it informed.
  const push = history.pushState;
  const replace = history.replaceState;
  let wanted = false;
  let left = false;
  let disposed = false;
  /** Releases under way: the guard stands aside meanwhile. */
  let releasing = 0;
  /** Calls made by the guard itself or after a confirmation pass straight through. */
  let bypass = false;
  let onSentinel = false;
  /** The address the sentinel was pushed for; landing on another one is not "back to compose". */
  let guardedPath = '';
  let unwinding = false;
  let unwindTimer: number | null = null;
  let afterUnwind: Array<() => void> = [];

  const armed = () => wanted && !left && !disposed && releasing === 0;

  const passing = (write: HistoryWrite, replaceKind: boolean): HistoryWrite =>
    function guardedWrite(state, unused, url) {
      if (bypass || !armed()) {
        write.call(history, state, unused, url);
        return;
      }
      onAttempt({ kind: 'navigate', replace: replaceKind, state, url });
    };
  const guardedPush = passing(push, false);
  const guardedReplace = passing(replace, true);
  history.pushState = guardedPush;
  history.replaceState = guardedReplace;

  const unguarded = (run: () => void) => {
    bypass = true;
    try {
      run();
    } finally {
      bypass = false;
    }
  };

  const pushSentinel = () => {
    guardedPath = win.location.pathname;
    push.call(history, { [SENTINEL_KEY]: id }, '', win.location.href);
    onSentinel = true;
  };

  const finishUnwind = () => {
    if (!unwinding) return;
    unwinding = false;
    if (unwindTimer !== null) win.clearTimeout(unwindTimer);
    unwindTimer = null;
    const queued = afterUnwind;
    afterUnwind = [];
    for (const run of queued) run();
    sync();
  };

  /** Brings history in line with the state: a sentinel while armed, none otherwise. */
  function sync() {
    if (unwinding || disposed) return;
    if (armed() && !onSentinel) pushSentinel();
    else if (!armed() && onSentinel) {
      unwinding = true;
      onSentinel = false;
      unwindTimer = win.setTimeout(finishUnwind, UNWIND_TIMEOUT_MS);
      history.back();
    }
  }

  /** Runs `run` once the sentinel is gone (at once when there is none). */
  const whenUnwound = (run: () => void) => {
    if (unwinding) afterUnwind.push(run);
    else run();
  };

  const onPopState = () => {
    if (unwinding) {
      finishUnwind();
      return;
    }
    if (!onSentinel || isSentinel(history.state, id)) return;
    onSentinel = false;
    // Jumped further back than compose (a long press on Back): the route changes and the screen goes.
    if (win.location.pathname !== guardedPath) return;
    if (armed()) {
      pushSentinel();
      onAttempt({ kind: 'back' });
    } else sync();
  };

  const onBeforeUnload = (event: Event) => {
    if (!armed()) return;
    event.preventDefault();
    // Older browsers still need returnValue set to show the prompt.
    (event as BeforeUnloadEvent).returnValue = '';
  };

  win.addEventListener('popstate', onPopState);
  win.addEventListener('beforeunload', onBeforeUnload);

  const leave = (then: () => void) => {
    left = true;
    sync();
    whenUnwound(() => unguarded(then));
  };

  return {
    setArmed(next) {
      wanted = next;
      sync();
    },
    leave,
    proceed(attempt) {
      leave(() => {
        if (attempt.kind === 'back') history.back();
        else (attempt.replace ? replace : push).call(history, attempt.state, '', attempt.url);
      });
    },
    release(then) {
      releasing += 1;
      sync();
      whenUnwound(() => {
        unguarded(then);
        releasing -= 1;
        sync();
      });
    },
    dispose() {
      disposed = true;
      if (unwindTimer !== null) win.clearTimeout(unwindTimer);
      win.removeEventListener('popstate', onPopState);
      win.removeEventListener('beforeunload', onBeforeUnload);
      // Someone may have wrapped them after us; then ours stay in the chain, passing everything through.
      if (history.pushState === guardedPush) history.pushState = push;
      if (history.replaceState === guardedReplace) history.replaceState = replace;
    },
  };
}
