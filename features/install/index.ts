/** features/install's public entry: the install and notification prompts, the push subscription's cleanup, the service worker. */
export { listenForInstallPrompt } from './actions';
export { removePushSubscriptionOnLogout } from './api/remove-subscription';
export { PromptGate } from './components/prompt-gate';
export { registerServiceWorker } from './register-service-worker';
