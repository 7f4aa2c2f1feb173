import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';
import { meadowWebBuild } from './build-web.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
/*
 * What every page needs (the modules the entry imports statically) in one
 * file: left to automatic splitting it came as eight, because lazy screens
 * share pieces of it, and on a phone each is a request with its own
 * connection set-up before the login form can work. Lazy screens keep
 * automatic splitting.
 */
const entryChunk = { name: 'entry', tags: ['$initial' as const] };
/*
 * The icons the lazy screens use (ui/icons: Lucide, a few hundred bytes
 * each) in one file: split by who shares them, they came as a dozen tiny
 * requests on /daily alone.
 */
const iconsChunk = { name: 'icons', test: /[\\/]lucide-react[\\/]/ };

const serverPort = Number(process.env.PORT ?? 3000);

/**
 * Pre-bundled up front: Vite discovering these mid-run reloads the page and
 * the story files fail with "Vitest failed to find the current suite".
 */
const browserOptimizeDeps = () => ({
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    '@radix-ui/react-dialog',
    '@radix-ui/react-popover',
    '@tanstack/react-virtual',
    // Feature screens' stories pull these in; listing them avoids a mid-run reload on a fresh cache.
    'jotai',
    'jotai/utils',
    'wouter',
    'ky',
    'zod',
    'socket.io-client',
    'date-fns',
    'dompurify',
    'lucide-react',
    '@testing-library/react',
    '@testing-library/user-event',
    'axe-core',
    'storybook/test',
    '@storybook/react-vite',
  ],
});

/** Each browser project needs its own config object (a shared one fails with "Cannot define a nested project"). */
const browser = () => ({
  enabled: true,
  headless: true,
  // Failure screenshots would land beside the committed references in __screenshots__.
  screenshotFailures: false,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const, viewport: { width: 390, height: 844 } }],
});

/*
 * Generous limits, not timing assertions: on two busy cores a play function
 * over a 12-month grid can take tens of seconds. One retry in CI absorbs a
 * cold-start hiccup; a real visual or behaviour change fails both tries.
 */
const browserTestLimits = { testTimeout: 60_000, retry: process.env.CI ? 1 : 0 };

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // After the client build: pre-render, the service worker's precache list, .br/.gz files (build-web.ts).
    meadowWebBuild({ prerenderPlugins: () => [react(), vanillaExtractPlugin()] }),
  ],
  publicDir: 'app/public',
  // Source maps stay on disk for our own debugging ('hidden': no sourceMappingURL); the server never serves them.
  build: {
    outDir: process.env.MEADOW_WEB_DIR ?? 'dist/web',
    emptyOutDir: true,
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: { groups: [entryChunk, iconsChunk] } } },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
      '/socket.io': { target: `ws://127.0.0.1:${serverPort}`, ws: true },
    },
  },
  test: {
    // Two cores: keep the pool small so PGlite and Chromium do not starve each other.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        optimizeDeps: browserOptimizeDeps(),
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/ui/setup.ts'],
          browser: browser(),
          ...browserTestLimits,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${here}.storybook` })],
        optimizeDeps: browserOptimizeDeps(),
        test: { name: 'storybook', browser: browser(), setupFiles: [], ...browserTestLimits },
      },
    ],
  },
});
