/**
 * Which of the two prompts of spec 2 'Popups' to show, and when a push
 * subscription must be sent again (spec 4 'Install and push'). Pure: the
 * browser facts are read by features/install and passed in.
 */

/** What a prompt's answer is remembered as (spec 4). */
export const promptChoices = ['accepted', 'dont_ask'] as const;
export type PromptChoice = (typeof promptChoices)[number];

/** Where each answer is remembered (localStorage), as the bare word. */
export const INSTALL_CHOICE_KEY = 'meadow.installPrompt';
export const NOTIFICATION_CHOICE_KEY = 'meadow.notificationPrompt';

export function isPromptChoice(value: unknown): value is PromptChoice {
  return typeof value === 'string' && (promptChoices as readonly string[]).includes(value);
}

/**
 * The home-screen prompt's flavour: `native` answers through the captured
 * `beforeinstallprompt` event (Chromium); `ios` explains Share → Add to Home
 * Screen (iOS Safari has no install event).
 */
export type InstallPromptKind = 'native' | 'ios';

export interface InstallFacts {
  signedIn: boolean;
  /** The remembered answer, or null when never answered. */
  choice: PromptChoice | null;
  /** Already running from the home screen (display-mode standalone or navigator.standalone). */
  standalone: boolean;
  /** A `beforeinstallprompt` event has been captured and not used yet. */
  hasInstallEvent: boolean;
  /** iPhone or iPad Safari (isIosSafari). */
  iosSafari: boolean;
  /** "Not now" (Escape) earlier in this page's life: not remembered. */
  dismissed: boolean;
}

export function installPromptKind(facts: InstallFacts): InstallPromptKind | null {
  if (!facts.signedIn || facts.choice !== null || facts.standalone || facts.dismissed) return null;
  if (facts.hasInstallEvent) return 'native';
  if (facts.iosSafari) return 'ios';
  return null;
}

export type NotificationPermissionState = 'default' | 'granted' | 'denied';

export interface NotificationFacts {
  signedIn: boolean;
  choice: PromptChoice | null;
  /** Notification, serviceWorker and PushManager all exist. */
  supported: boolean;
  permission: NotificationPermissionState;
  dismissed: boolean;
}

export function shouldAskForNotifications(facts: NotificationFacts): boolean {
  return facts.signedIn && facts.supported && facts.permission === 'default' && facts.choice === null && !facts.dismissed;
}

export type ActivePrompt = { kind: 'install'; flavour: InstallPromptKind } | { kind: 'notifications' } | null;

/**
 * One prompt at a time: the home-screen prompt first, the notification
 * prompt once that one is settled (answered, dismissed, or not offered).
 */
export function activePrompt(install: InstallFacts, notifications: NotificationFacts): ActivePrompt {
  const flavour = installPromptKind(install);
  if (flavour) return { kind: 'install', flavour };
  return shouldAskForNotifications(notifications) ? { kind: 'notifications' } : null;
}

/**
 * iPhone, iPod or iPad Safari, where Share → Add to Home Screen is the only
 * way to install. iPadOS 13+ says "Macintosh" but has a touch screen; other
 * browsers on iOS (CriOS, FxiOS, EdgiOS, OPiOS) and in-app views are left out.
 */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const appleMobile = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (!appleMobile) return false;
  if (/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram/.test(userAgent)) return false;
  return /Safari\//.test(userAgent) && /Version\//.test(userAgent);
}

/** The parts of PushSubscription.toJSON() the server stores. */
export interface SubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One text per subscription, independent of key order and of fields the server does not keep. */
export function subscriptionFingerprint(subscription: SubscriptionJson): string {
  return JSON.stringify([subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth]);
}

/** Spec 4: a subscription is sent only when it differs from the one last sent. */
export function subscriptionNeedsSending(lastSent: string | null, subscription: SubscriptionJson): boolean {
  return lastSent !== subscriptionFingerprint(subscription);
}
