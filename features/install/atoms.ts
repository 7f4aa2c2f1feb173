/**
 * Install and push state (spec 2 'Popups', 4): the two remembered answers,
 * the captured install event, "not now" for this page load, and which prompt
 * shows. Mutations are the action atoms in actions.ts and api/.
 */
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import {
  activePrompt,
  INSTALL_CHOICE_KEY,
  isPromptChoice,
  NOTIFICATION_CHOICE_KEY,
  type NotificationPermissionState,
  type PromptChoice,
} from '../../domain/install/prompts';
import { signedInAtom } from '../session/atoms';
import { portalPromptWaitAtom } from './portal-wait';
import {
  isStandalone,
  notificationPermission,
  onIosSafari,
  pushSupported,
  type BeforeInstallPromptEvent,
} from './browser';

/** Keeps a choice as its bare word (spec 4), so the stored value reads exactly 'accepted' or 'dont_ask'. */
const choiceStorage = {
  getItem(key: string, initialValue: PromptChoice | null): PromptChoice | null {
    try {
      const value = localStorage.getItem(key);
      return isPromptChoice(value) ? value : initialValue;
    } catch {
      return initialValue;
    }
  },
  setItem(key: string, value: PromptChoice | null): void {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      // Private mode or a full quota: the answer lasts for this page only.
    }
  },
  removeItem(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

export const installChoiceAtom = atomWithStorage<PromptChoice | null>(INSTALL_CHOICE_KEY, null, choiceStorage, {
  getOnInit: true,
});
export const notificationChoiceAtom = atomWithStorage<PromptChoice | null>(NOTIFICATION_CHOICE_KEY, null, choiceStorage, {
  getOnInit: true,
});

/** The captured `beforeinstallprompt` event, until it is used or the app is installed. */
export const installEventAtom = atom<BeforeInstallPromptEvent | null>(null);

/** Escape ("not now"): hidden until the next page load, nothing stored. */
export const installDismissedAtom = atom(false);
export const notificationDismissedAtom = atom(false);

/** True while an answer is being carried out (the browser's own dialog is open). */
export const promptBusyAtom = atom(false);

export interface InstallEnvironment {
  standalone: boolean;
  iosSafari: boolean;
  pushSupported: boolean;
}

/** Read once per page load; tests set it. */
export const installEnvironmentAtom = atom<InstallEnvironment>({
  standalone: isStandalone(),
  iosSafari: onIosSafari(),
  pushSupported: pushSupported(),
});

/** Notification.permission as last read (it changes only through requestPermission or the site settings). */
export const notificationPermissionAtom = atom<NotificationPermissionState>(notificationPermission());

/** The prompt on screen, if any: one at a time, the home-screen prompt first. */
export const activePromptAtom = atom((get) => {
  // A portal user's first visit waits for nothing but their session (issue 27 item 11).
  const signedIn = get(signedInAtom) && !get(portalPromptWaitAtom);
  const environment = get(installEnvironmentAtom);
  return activePrompt(
    {
      signedIn,
      choice: get(installChoiceAtom),
      standalone: environment.standalone,
      hasInstallEvent: get(installEventAtom) !== null,
      iosSafari: environment.iosSafari,
      dismissed: get(installDismissedAtom),
    },
    {
      signedIn,
      choice: get(notificationChoiceAtom),
      supported: environment.pushSupported,
      permission: get(notificationPermissionAtom),
      dismissed: get(notificationDismissedAtom),
    },
  );
});
