/**
 * features/session's public entry for app/: who is signed in, the login
 * screen, restore and expiry, logout and the provider switcher. Features use
 * features/session's files directly (it is shared, see features/README.md).
 */
export {
  canOpenStaffScreensAtom,
  lockSessionAtom,
  nonPortalAtom,
  profileAtom,
  rememberedTargetAtom,
  selectedProviderIdAtom,
  sessionAtom,
  signedInAtom,
  type StoredSession,
} from './atoms';
export { logoutAtom } from './api/logout';
export { LoginScreen } from './components/login-screen';
export { SessionRestore } from './components/session-restore';
export { SessionTimer } from './components/session-timer';
export { hourCycleAtom, timeStyleAtom } from './time-style';
