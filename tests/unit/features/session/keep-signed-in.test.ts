import { createStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../memory-storage';

const tab = new MemoryStorage();
const device = new MemoryStorage();
vi.stubGlobal('sessionStorage', tab);
vi.stubGlobal('localStorage', device);

const { lockedAtom, lockSessionAtom, sessionAtom } = await import('../../../../features/session/atoms');

const KEY = 'meadow.session';
const base = { userId: 7, token: 'tok', expiresAt: 1, profile: null };

beforeEach(() => {
  tab.clear();
  device.clear();
});

describe("the stored session with 'Keep me signed in'", () => {
  it('given an ordinary session, should keep it in session storage only (it ends with the tab)', () => {
    const store = createStore();
    store.set(sessionAtom, base);
    expect(tab.getItem(KEY)).not.toBeNull();
    expect(device.getItem(KEY)).toBeNull();
  });

  it('given a kept session, should keep it in local storage only (it outlives the tab)', () => {
    const store = createStore();
    store.set(sessionAtom, { ...base, kept: true });
    expect(device.getItem(KEY)).not.toBeNull();
    expect(tab.getItem(KEY)).toBeNull();
  });

  it('given a logout, should clear it from both', () => {
    const store = createStore();
    store.set(sessionAtom, { ...base, kept: true });
    store.set(sessionAtom, RESET);
    expect(device.getItem(KEY)).toBeNull();
    expect(tab.getItem(KEY)).toBeNull();
  });

  it('should lock a kept session only', () => {
    const store = createStore();
    store.set(sessionAtom, base);
    store.set(lockSessionAtom);
    expect(store.get(lockedAtom)).toBe(false);
    store.set(sessionAtom, { ...base, kept: true });
    store.set(lockSessionAtom);
    expect(store.get(lockedAtom)).toBe(true);
    // Kept locked across a reload: the stored copy says so.
    expect(JSON.parse(device.getItem(KEY)!)).toMatchObject({ locked: true });
  });
});
