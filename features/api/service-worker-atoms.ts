import { atom } from 'jotai';

/**
 * Signals from the service worker (spec 4: a 'setVar' message resets e-mails
 * and flags a reload). They sit here, beside the client, because every
 * feature may read them and features only depend on api and session.
 */
export const emailResetRequestAtom = atom(0);
export const reloadFlaggedAtom = atom(false);
