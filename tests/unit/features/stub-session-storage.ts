/**
 * Import first in a unit test of feature atoms: popup-atoms keeps a flash
 * message in sessionStorage, which the unit project (Node) lacks.
 */
import { vi } from 'vitest';

const stored = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
});
