/**
 * features/api's public entry for app/: the client's wiring and the global
 * popups. Features use features/api's files directly (it is shared, see
 * features/README.md).
 */
export { configureApiClient } from './client';
export { currentMessageAtom, currentNoticeAtom, dismissMessageAtom, errorPopupAtom, flashMessageAtom, pushMessageAtom } from './popup-atoms';
