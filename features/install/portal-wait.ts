/**
 * The prompts never stand between a client and a session (issue 27 item 11):
 * a portal user (roles 22, 25) sees none before their first session has
 * passed (they have been in a video room) or before their second visit. Both
 * facts are kept in localStorage; a visit is a browser session, counted once
 * however often the page reloads.
 */
import { atom } from 'jotai';
import { isPortalRole } from '../../domain/roles';
import { profileAtom } from '../session/atoms';

export const VISITS_KEY = 'meadow.visits';
export const SESSION_ATTENDED_KEY = 'meadow.sessionAttended';
/** sessionStorage: this browser session's visit is counted. */
const VISIT_COUNTED_KEY = 'meadow.visitCounted';

function readNumber(key: string): number {
  try {
    const value = Number(localStorage.getItem(key));
    return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  } catch {
    return 0;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Private mode or a full quota: the fact lasts for this page only.
  }
}

export const visitsAtom = atom(readNumber(VISITS_KEY));
export const sessionAttendedAtom = atom(readNumber(SESSION_ATTENDED_KEY) > 0);

/** Counts this visit, once per browser session (a reload is the same visit). */
export const countVisitAtom = atom(null, (get, set) => {
  try {
    if (sessionStorage.getItem(VISIT_COUNTED_KEY) !== null) return;
  } catch {
    // No sessionStorage: every page load counts.
  }
  write(() => sessionStorage, VISIT_COUNTED_KEY, '1');
  const visits = Math.max(get(visitsAtom), readNumber(VISITS_KEY)) + 1;
  write(() => localStorage, VISITS_KEY, String(visits));
  set(visitsAtom, visits);
});

/** A video room was opened: the session the prompts waited for has come. */
export const markSessionAttendedAtom = atom(null, (get, set) => {
  if (get(sessionAttendedAtom)) return;
  write(() => localStorage, SESSION_ATTENDED_KEY, '1');
  set(sessionAttendedAtom, true);
});

/** True while the prompts wait for a portal user's first session or second visit. */
export const portalPromptWaitAtom = atom((get) => {
  const role = get(profileAtom)?.userRole;
  if (role === undefined || !isPortalRole(role)) return false;
  return !get(sessionAttendedAtom) && get(visitsAtom) < 2;
});
