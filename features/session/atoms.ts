/**
 * The session (spec 3): kept in browser session storage, so it ends with the
 * tab; a kept one ('Keep me signed in on this device', issue 17 item 16) in
 * local storage, so it outlives the tab as its device cookie does. Atoms
 * live at module level; mutations are the action atoms in api/.
 */
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { AppUser, PermittedUser } from '../../domain/contract/auth';
import {
  canSwitchToProvider,
  providerChoices,
  type ProviderChoice,
  type ProviderSessionFacts,
} from '../../domain/providers';
import { canOpenStaffScreens, isNonPortalUser } from '../../domain/roles';

/** What expiry_permissions tells about the signed-in user. */
export interface SessionProfile {
  username: string;
  userRole: number;
  userType: number | null;
  firstName: string;
  lastName: string;
  middleName: string;
  namePrefix: string;
  nameSuffix: string;
  credentials: string;
  loggedInTimezone: string;
  userSubscription: string | null;
  videoUserId: string | null;
  connectUserId: string | null;
  subscriberId: number | null;
  permissionId: number | null;
  permissionStatus: number | null;
  clientNameFormat: number;
  clientNameOrder: number;
  permittedUserList: PermittedUser[];
  appUsers: AppUser[];
  unreadMailIds: number[];
  /** Role 24: e-mail tab permission per provider id (spec 3, 6). */
  emailPermission: Record<string, boolean>;
  /** The provider the user acts for. */
  selectedProviderId: number;
}

export interface StoredSession {
  userId: number;
  token: string;
  /** Epoch ms when the server's timeRemain runs out (as last reported). */
  expiresAt: number;
  /** Null between the login call and the first expiry_permissions answer. */
  profile: SessionProfile | null;
  /** Signed in with 'Keep me signed in on this device': outlives the tab, locks when idle. */
  kept?: boolean;
  /** A kept session behind its lock screen until the password is given again. */
  locked?: boolean;
}

/*
 * The token is useless without the kept session's HttpOnly device cookie,
 * which script never sees, so local storage holds nothing that opens the
 * session on another device.
 */
const storageFor = (kept: boolean): Storage => (kept ? localStorage : sessionStorage);
const session = createJSONStorage<StoredSession | null>(() => ({
  getItem: (key) => sessionStorage.getItem(key) ?? localStorage.getItem(key),
  setItem: (key, value) => {
    const kept = (JSON.parse(value) as StoredSession | null)?.kept === true;
    storageFor(kept).setItem(key, value);
    storageFor(!kept).removeItem(key);
  },
  removeItem: (key) => {
    sessionStorage.removeItem(key);
    localStorage.removeItem(key);
  },
}));

// getOnInit: the first render already knows whether someone is signed in, so guards never flash.
export const sessionAtom = atomWithStorage<StoredSession | null>('meadow.session', null, session, { getOnInit: true });

export const signedInAtom = atom((get) => get(sessionAtom)?.profile != null);

/** A kept session whose lock screen is up: nothing of the app is shown. */
export const lockedAtom = atom((get) => get(sessionAtom)?.locked === true);

/** Puts a kept session behind its lock screen (idle time, or the server's 423); an ordinary one never locks. */
export const lockSessionAtom = atom(null, (get, set) => {
  const stored = get(sessionAtom);
  if (!stored?.kept || stored.locked) return;
  set(sessionAtom, { ...stored, locked: true });
});

export const profileAtom = atom((get) => get(sessionAtom)?.profile ?? null);

export const selectedProviderIdAtom = atom((get) => get(profileAtom)?.selectedProviderId ?? 0);

/** isNonPortalUser of domain/roles: add and contact screens. */
export const nonPortalAtom = atom((get) => {
  const profile = get(profileAtom);
  return profile ? isNonPortalUser(profile) : false;
});

/** The hamburger menu (spec 6: staff-type, non-portal). */
export const canOpenStaffScreensAtom = atom((get) => {
  const profile = get(profileAtom);
  return profile ? canOpenStaffScreens(profile) : false;
});

export function providerFacts(userId: number, profile: SessionProfile): ProviderSessionFacts {
  return {
    userId,
    userRole: profile.userRole,
    firstName: profile.firstName,
    lastName: profile.lastName,
    subscriber_id: profile.subscriberId,
  };
}

/** The header's provider list (non-permitted providers excluded). */
export const providerChoicesAtom = atom<ProviderChoice[]>((get) => {
  const stored = get(sessionAtom);
  if (!stored?.profile) return [];
  return providerChoices(providerFacts(stored.userId, stored.profile), stored.profile.permittedUserList);
});

/**
 * True from logout until the page reloads: the app shows a loader instead of
 * screens, so guards do not react to the cleared session in between.
 */
export const loggingOutAtom = atom(false);

/** The guarded route an anonymous user asked for, opened after login (spec 2). */
export const rememberedTargetAtom = atomWithStorage<string | null>(
  'meadow.rememberedTarget',
  null,
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);

/** Split-screen monthly mode; login turns it on if it was off (spec 2). Kept across sessions. */
export const splitScreenMonthlyAtom = atomWithStorage<boolean>(
  'meadow.splitScreenMonthly',
  false,
  createJSONStorage(() => localStorage),
  { getOnInit: true },
);

/** Switching the selected provider: only to someone in the permitted list (spec 1, 6). No server call. */
export const selectProviderAtom = atom(null, (get, set, providerId: number): boolean => {
  const stored = get(sessionAtom);
  if (!stored?.profile) return false;
  const facts = providerFacts(stored.userId, stored.profile);
  if (!canSwitchToProvider(providerId, facts, stored.profile.permittedUserList)) return false;
  set(sessionAtom, { ...stored, profile: { ...stored.profile, selectedProviderId: providerId } });
  return true;
});
