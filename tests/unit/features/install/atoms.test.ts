import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionProfile } from '../../../../features/session/atoms';
import { MemoryStorage } from '../../memory-storage';

const local = new MemoryStorage();
vi.stubGlobal('sessionStorage', new MemoryStorage());
vi.stubGlobal('localStorage', local);

const { sessionAtom } = await import('../../../../features/session/atoms');
const atoms = await import('../../../../features/install/atoms');
const actions = await import('../../../../features/install/actions');
const { currentMessageAtom } = await import('../../../../features/api/popup-atoms');
const { messages } = await import('../../../../domain/messages');
const { INSTALL_CHOICE_KEY, NOTIFICATION_CHOICE_KEY } = await import('../../../../domain/install/prompts');
type InstallEvent = import('../../../../features/install/browser').BeforeInstallPromptEvent;

function installEvent(outcome: 'accepted' | 'dismissed') {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt'), {
    prompt,
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  }) as InstallEvent;
  return { event, prompt };
}

function signedInStore({ pushSupported = true } = {}) {
  const store = createStore();
  store.set(sessionAtom, { userId: 7, token: 't', expiresAt: Date.now() + 60_000, profile: {} as SessionProfile });
  store.set(atoms.installEnvironmentAtom, { standalone: false, iosSafari: false, pushSupported });
  store.set(atoms.notificationPermissionAtom, 'default');
  return store;
}

beforeEach(() => {
  local.clear();
  vi.unstubAllGlobals();
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('localStorage', local);
});

describe('the prompts', () => {
  it('given signed out, should show none', () => {
    const store = createStore();
    store.set(atoms.installEventAtom, installEvent('accepted').event);
    expect(store.get(atoms.activePromptAtom)).toBeNull();
  });

  it("given an install event, should ask to install first and remember 'dont_ask' as the bare word", () => {
    const store = signedInStore();
    store.set(atoms.installEventAtom, installEvent('accepted').event);
    expect(store.get(atoms.activePromptAtom)).toEqual({ kind: 'install', flavour: 'native' });

    store.set(actions.dontAskInstallAtom);
    expect(local.getItem(INSTALL_CHOICE_KEY)).toBe('dont_ask');
    expect(store.get(atoms.activePromptAtom)).toEqual({ kind: 'notifications' });
  });

  it("given 'Add' and an accepted install, should call prompt() and remember 'accepted'", async () => {
    const store = signedInStore({ pushSupported: false });
    const { event, prompt } = installEvent('accepted');
    store.set(atoms.installEventAtom, event);
    await store.set(actions.acceptInstallAtom);
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(local.getItem(INSTALL_CHOICE_KEY)).toBe('accepted');
    expect(store.get(atoms.activePromptAtom)).toBeNull();
  });

  it("given 'Add' and the browser's dialog cancelled, should store nothing and hide it for this page load", async () => {
    const store = signedInStore({ pushSupported: false });
    store.set(atoms.installEventAtom, installEvent('dismissed').event);
    await store.set(actions.acceptInstallAtom);
    expect(local.getItem(INSTALL_CHOICE_KEY)).toBeNull();
    expect(store.get(atoms.activePromptAtom)).toBeNull();
  });

  it('given a stored choice from an earlier visit, should not ask again', async () => {
    local.setItem(INSTALL_CHOICE_KEY, 'dont_ask');
    local.setItem(NOTIFICATION_CHOICE_KEY, 'dont_ask');
    // The stored answers are read when the page loads, i.e. when the modules are first imported.
    vi.resetModules();
    const session = await import('../../../../features/session/atoms');
    const fresh = await import('../../../../features/install/atoms');
    const store = createStore();
    store.set(session.sessionAtom, { userId: 7, token: 't', expiresAt: Date.now() + 60_000, profile: {} as SessionProfile });
    store.set(fresh.installEnvironmentAtom, { standalone: false, iosSafari: false, pushSupported: true });
    store.set(fresh.notificationPermissionAtom, 'default');
    store.set(fresh.installEventAtom, installEvent('accepted').event);
    expect(store.get(fresh.activePromptAtom)).toBeNull();
  });

  it('given Escape on the notification prompt, should hide it without storing', () => {
    const store = signedInStore();
    store.set(actions.dismissNotificationsAtom);
    expect(store.get(atoms.activePromptAtom)).toBeNull();
    expect(local.getItem(NOTIFICATION_CHOICE_KEY)).toBeNull();
  });

  it('given iOS Safari, should show the Share instruction and remember OK as accepted', async () => {
    const store = signedInStore({ pushSupported: false });
    store.set(atoms.installEnvironmentAtom, { standalone: false, iosSafari: true, pushSupported: false });
    expect(store.get(atoms.activePromptAtom)).toEqual({ kind: 'install', flavour: 'ios' });
    await store.set(actions.acceptInstallAtom);
    expect(local.getItem(INSTALL_CHOICE_KEY)).toBe('accepted');
  });

  it("given 'Turn On' answered with denied, should explain once that notifications are blocked", async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(() => Promise.resolve('denied')) });
    const store = signedInStore();
    await store.set(actions.turnOnNotificationsAtom);
    expect(store.get(atoms.notificationPermissionAtom)).toBe('denied');
    expect(store.get(currentMessageAtom)?.text).toBe(messages.notificationsBlocked);
    expect(store.get(atoms.activePromptAtom)).toBeNull();
  });

  it("given 'Turn On' with the browser's question closed, should ask again only on a later page load", async () => {
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(() => Promise.resolve('default')) });
    const store = signedInStore();
    await store.set(actions.turnOnNotificationsAtom);
    expect(store.get(atoms.activePromptAtom)).toBeNull();
    expect(local.getItem(NOTIFICATION_CHOICE_KEY)).toBeNull();
  });
});
