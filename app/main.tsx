import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/theme/global.css';
import { lightTheme } from '../ui/theme/theme.css';
import { listenForInstallPrompt } from '../features/install/actions';
import { removePushSubscriptionOnLogout } from '../features/install/api/remove-subscription';
import { registerServiceWorker } from '../features/install/register-service-worker';
import { App } from './app';
import { appStore } from './store';

// The theme's tokens apply to portalled popups too, so the class goes on <html>.
document.documentElement.classList.add(lightTheme);

// Before the first render: Chromium may fire beforeinstallprompt early.
listenForInstallPrompt(appStore);
removePushSubscriptionOnLogout();

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a #root element');

createRoot(root).render(
  <StrictMode>
    <Provider store={appStore}>
      <App />
    </Provider>
  </StrictMode>,
);

// In development Vite serves modules the worker would cache stale.
if (import.meta.env.PROD) registerServiceWorker(appStore);
