/**
 * Browser-only words that the shared session feature hands to the features
 * that show what a portal user sees (spec texts live in domain/messages.ts).
 * Shared here because both the calendar list and the appointment detail
 * title a portal user's appointments the same way (issue 17, item 7).
 */
import type { PortalTitleWords } from '../../domain/appointments/portal-title';
import { KEPT_SESSION_LOCK_IDLE_SECONDS } from '../../domain/session-lock';

/** 'Dr. Maria Rivera · Video session': domain/appointments/portal-title's words. */
export const portalTitleWords: PortalTitleWords = {
  office: 'Office session',
  video: 'Video session',
  phone: 'Phone session',
  other: 'Session',
  separator: ' · ',
};

/** 'Keep me signed in' and the lock screen (issue 17 item 16): browser-only words. */
export const keepSignedInCopy = {
  checkbox: 'Keep me signed in on this device',
  checkboxHint: `Only on a device you alone use. Meadow locks after ${KEPT_SESSION_LOCK_IDLE_SECONDS / 60} minutes without use.`,
  lockHeading: 'Meadow is locked',
  lockIntro: 'Enter your password to continue.',
  signedInAs: (username: string): string => `Signed in as ${username}`,
  password: 'Password',
  unlock: 'Unlock',
  unlocking: 'Unlocking',
  unlockWithPasskey: 'Unlock with a passkey',
  passkeyNotUsed: 'The passkey was not used. Please try again, or enter your password.',
  logOut: 'Log out',
} as const;
