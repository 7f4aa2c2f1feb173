import { Provider } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/theme/global.css';
import { lightTheme } from '../ui/theme/theme.css';
import { listenForInstallPrompt, registerServiceWorker, removePushSubscriptionOnLogout } from '../features/install';
import { App } from './app';
import { appStore } from './store';

/*
 * The CSP allows no eval, so zod's JIT never runs here; but its first object
 * parse probes for eval, which the browser reports as a CSP violation. zod
 * reads its global settings from this slot when it loads (zod/v4/core's
 * globalConfig): set before any schema loads, without importing zod into the
 * login page's bundle.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= { jitless: true };

// The theme's tokens apply to portalled popups too, so the class goes on <html> (the built pages carry it already).
document.documentElement.classList.add(lightTheme);

// Before the first render: Chromium may fire beforeinstallprompt early.
listenForInstallPrompt(appStore);
removePushSubscriptionOnLogout();

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a #root element');

/*
 * #root may hold the build's pre-rendered first render (app/prerender.tsx via
 * build-web.ts): painted from HTML and the entry CSS before this script ran,
 * inert meanwhile. The first commit replaces it with the live app (the same
 * markup, so nothing moves). As a transition the first render yields to
 * the browser every few milliseconds instead of holding a phone's main
 * thread for one long task while the pre-rendered page is already showing.
 */
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <Provider store={appStore}>
        <App />
      </Provider>
    </StrictMode>,
  );
});

// In development Vite serves modules the worker would cache stale.
if (import.meta.env.PROD) registerServiceWorker(appStore);
