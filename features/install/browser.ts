/**
 * The browser facts the prompts depend on (spec 2 'Popups', 4), read in one
 * place so that the rules in domain/install/prompts.ts stay pure.
 */
import { isIosSafari, type NotificationPermissionState } from '../../domain/install/prompts';

/**
 * Chromium's `beforeinstallprompt` event (not in the DOM typings): kept after
 * preventDefault(), its prompt() opens the browser's install dialog once.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export function isBeforeInstallPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return typeof (event as Partial<BeforeInstallPromptEvent>).prompt === 'function';
}

const hasWindow = (): boolean => typeof window !== 'undefined';

/** Running from the home screen: the manifest's display mode, or iOS's navigator.standalone. */
export function isStandalone(): boolean {
  if (!hasWindow()) return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
}

export function onIosSafari(): boolean {
  return hasWindow() && isIosSafari(navigator.userAgent, navigator.maxTouchPoints);
}

/** Web Push needs all three (Safari on iOS has them only when installed). */
export function pushSupported(): boolean {
  return hasWindow() && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;
}

export function notificationPermission(): NotificationPermissionState {
  if (!hasWindow() || !('Notification' in window)) return 'denied';
  const permission = Notification.permission;
  return permission === 'granted' || permission === 'denied' ? permission : 'default';
}
