import { describe, expect, it } from 'vitest';
import {
  activePrompt,
  installPromptKind,
  isIosSafari,
  isPromptChoice,
  shouldAskForNotifications,
  subscriptionFingerprint,
  subscriptionNeedsSending,
  type InstallFacts,
  type NotificationFacts,
} from '../../../../domain/install/prompts';

const install = (over: Partial<InstallFacts> = {}): InstallFacts => ({
  signedIn: true,
  choice: null,
  standalone: false,
  hasInstallEvent: true,
  iosSafari: false,
  dismissed: false,
  ...over,
});

const notifications = (over: Partial<NotificationFacts> = {}): NotificationFacts => ({
  signedIn: true,
  choice: null,
  supported: true,
  permission: 'default',
  dismissed: false,
  ...over,
});

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ipadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};

describe('installPromptKind', () => {
  it('given a captured install event and no stored choice, should offer the native prompt', () => {
    expect(installPromptKind(install())).toBe('native');
  });

  it.each([
    ['signed out', { signedIn: false }],
    ["'accepted' stored", { choice: 'accepted' as const }],
    ["'dont_ask' stored", { choice: 'dont_ask' as const }],
    ['already standalone', { standalone: true }],
    ['dismissed this page load', { dismissed: true }],
    ['no event and not iOS Safari', { hasInstallEvent: false }],
  ])('given %s, should show no prompt', (_name, over) => {
    expect(installPromptKind(install(over))).toBeNull();
  });

  it('given iOS Safari without an install event, should offer the Share instruction', () => {
    expect(installPromptKind(install({ hasInstallEvent: false, iosSafari: true }))).toBe('ios');
  });

  it('given iOS Safari already on the home screen, should show nothing', () => {
    expect(installPromptKind(install({ hasInstallEvent: false, iosSafari: true, standalone: true }))).toBeNull();
  });
});

describe('shouldAskForNotifications', () => {
  it('given permission default, support and no stored choice, should ask', () => {
    expect(shouldAskForNotifications(notifications())).toBe(true);
  });

  it.each([
    ['signed out', { signedIn: false }],
    ['no push support', { supported: false }],
    ['permission granted', { permission: 'granted' as const }],
    ['permission denied', { permission: 'denied' as const }],
    ["'dont_ask' stored", { choice: 'dont_ask' as const }],
    ["'accepted' stored", { choice: 'accepted' as const }],
    ['dismissed this page load', { dismissed: true }],
  ])('given %s, should not ask', (_name, over) => {
    expect(shouldAskForNotifications(notifications(over))).toBe(false);
  });
});

describe('activePrompt', () => {
  it('given both prompts due, should show the install prompt first', () => {
    expect(activePrompt(install(), notifications())).toEqual({ kind: 'install', flavour: 'native' });
  });

  it('given the install prompt settled, should show the notification prompt', () => {
    expect(activePrompt(install({ choice: 'dont_ask' }), notifications())).toEqual({ kind: 'notifications' });
    expect(activePrompt(install({ dismissed: true }), notifications())).toEqual({ kind: 'notifications' });
  });

  it('given nothing due, should show nothing', () => {
    expect(activePrompt(install({ hasInstallEvent: false }), notifications({ permission: 'granted' }))).toBeNull();
  });
});

describe('isIosSafari', () => {
  it('should recognise iPhone and iPad Safari', () => {
    expect(isIosSafari(UA.iphoneSafari)).toBe(true);
    expect(isIosSafari(UA.ipadSafari)).toBe(true);
  });

  it('given iPadOS in desktop mode, should tell it from a Mac by its touch points', () => {
    expect(isIosSafari(UA.ipadDesktopMode, 5)).toBe(true);
    expect(isIosSafari(UA.ipadDesktopMode, 0)).toBe(false);
  });

  it('should leave out other iOS browsers and other systems', () => {
    expect(isIosSafari(UA.iphoneChrome)).toBe(false);
    expect(isIosSafari(UA.androidChrome)).toBe(false);
  });
});

describe('subscription sending', () => {
  const subscription = { endpoint: 'https://push.example/abc', keys: { p256dh: 'BPk', auth: 'xyz' } };

  it('given nothing sent before, should send', () => {
    expect(subscriptionNeedsSending(null, subscription)).toBe(true);
  });

  it('given the same subscription was sent, should not send it again', () => {
    const sent = subscriptionFingerprint(subscription);
    expect(subscriptionNeedsSending(sent, { keys: { auth: 'xyz', p256dh: 'BPk' }, endpoint: 'https://push.example/abc' })).toBe(false);
  });

  it('given a new endpoint or new keys, should send', () => {
    const sent = subscriptionFingerprint(subscription);
    expect(subscriptionNeedsSending(sent, { ...subscription, endpoint: 'https://push.example/def' })).toBe(true);
    expect(subscriptionNeedsSending(sent, { ...subscription, keys: { p256dh: 'BPk', auth: 'new' } })).toBe(true);
  });

  it('should accept only the two stored words', () => {
    expect(isPromptChoice('accepted')).toBe(true);
    expect(isPromptChoice('dont_ask')).toBe(true);
    expect(isPromptChoice('"dont_ask"')).toBe(false);
    expect(isPromptChoice(null)).toBe(false);
  });
});
