/**
 * Registers /sw.js (production builds only) and turns its messages into atom
 * writes. Registration errors are only logged (spec 8).
 */
import type { createStore } from 'jotai';
import { emailResetRequestAtom, reloadFlaggedAtom } from '../api/service-worker-atoms';

type Store = ReturnType<typeof createStore>;

/** What sw.js posts to its clients when it receives `{ type: 'setVar' }`. */
export const SW_RESET_EMAILS = 'meadow:resetEmails';

export function registerServiceWorker(store: Store): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === SW_RESET_EMAILS) {
      store.set(emailResetRequestAtom, (n) => n + 1);
      store.set(reloadFlaggedAtom, true);
    }
  });
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.error('service worker registration failed', error);
    });
  });
}
