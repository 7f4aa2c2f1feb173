/**
 * Import first in a mail atom test: the real session atoms keep the session
 * in sessionStorage and a setting in localStorage, which Node lacks.
 */
import { vi } from 'vitest';
import '../stub-session-storage';

const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
});
