/**
 * Debian's Chromium, never a downloaded browser build. Without the
 * background-networking flags Chromium keeps dialling hosts this machine
 * cannot reach.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const chromiumVideoArgs = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
