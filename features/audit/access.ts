/**
 * Who has the audit trail at all (the guard, the menu): apart from atoms.ts,
 * whose filters and dates the app's entry does not need (issue 16).
 */
import { atom } from 'jotai';
import { canReadAuditTrail } from '../../domain/roles';
import { profileAtom } from '../session/atoms';

/** Whether the signed-in user has the screen at all (the server refuses everyone else too). */
export const canReadAuditAtom = atom((get) => {
  const profile = get(profileAtom);
  return profile ? canReadAuditTrail(profile.userRole) : false;
});
