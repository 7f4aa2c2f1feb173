/** The answers to the two prompts (spec 2 'Popups', 4) as write-only action atoms. */
import { atom, type createStore } from 'jotai';
import { pushMessageAtom } from '../api/popup-atoms';
import { syncPushSubscriptionAtom } from './api/add-subscription';
import {
  installChoiceAtom,
  installDismissedAtom,
  installEventAtom,
  notificationChoiceAtom,
  notificationDismissedAtom,
  notificationPermissionAtom,
  promptBusyAtom,
} from './atoms';
import { isBeforeInstallPromptEvent, notificationPermission } from './browser';

type Store = ReturnType<typeof createStore>;

/**
 * Captures Chromium's `beforeinstallprompt` (keeping the browser's own mini
 * bar away) for the 'Add to Home Screen' prompt, and remembers 'accepted'
 * when the app gets installed by any route. Call once, before the first render:
 * the event can fire early.
 */
export function listenForInstallPrompt(store: Store): void {
  if (typeof window === 'undefined') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    if (!isBeforeInstallPromptEvent(event)) return;
    event.preventDefault();
    store.set(installEventAtom, event);
  });
  window.addEventListener('appinstalled', () => {
    store.set(installChoiceAtom, 'accepted');
    store.set(installEventAtom, null);
  });
}

/**
 * 'Add' (Chromium): opens the browser's install dialog and waits for its
 * answer; installing remembers 'accepted', cancelling it only hides the
 * prompt for this page load. 'OK' (iOS, after the Share → Add to Home Screen
 * hint): remembered as 'accepted', since only the user can finish it.
 */
export const acceptInstallAtom = atom(null, async (get, set) => {
  const event = get(installEventAtom);
  if (!event) {
    set(installChoiceAtom, 'accepted');
    return;
  }
  set(promptBusyAtom, true);
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'accepted') set(installChoiceAtom, 'accepted');
    else set(installDismissedAtom, true);
  } catch (error) {
    // prompt() may be called once per event; a second call rejects.
    console.warn('install prompt failed', error);
    set(installDismissedAtom, true);
  } finally {
    set(installEventAtom, null);
    set(promptBusyAtom, false);
  }
});

export const dontAskInstallAtom = atom(null, (_get, set) => set(installChoiceAtom, 'dont_ask'));

/** Escape: not now, nothing stored. */
export const dismissInstallAtom = atom(null, (_get, set) => set(installDismissedAtom, true));

/**
 * 'Turn On': the browser's permission question, then the push subscription.
 * Blocked notifications are explained once; a closed browser question leaves
 * the prompt for the next page load.
 */
export const turnOnNotificationsAtom = atom(null, async (_get, set) => {
  set(promptBusyAtom, true);
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch (error) {
    console.warn('notification permission request failed', error);
    permission = notificationPermission();
  } finally {
    set(promptBusyAtom, false);
  }
  set(notificationPermissionAtom, permission === 'granted' || permission === 'denied' ? permission : 'default');
  if (permission === 'granted') {
    set(notificationChoiceAtom, 'accepted');
    void set(syncPushSubscriptionAtom);
  } else if (permission === 'denied') {
    set(pushMessageAtom, { key: 'notificationsBlocked' });
  } else {
    set(notificationDismissedAtom, true);
  }
});

export const dontAskNotificationsAtom = atom(null, (_get, set) => set(notificationChoiceAtom, 'dont_ask'));

export const dismissNotificationsAtom = atom(null, (_get, set) => set(notificationDismissedAtom, true));
