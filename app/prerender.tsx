/**
 * Build-time only (build-web.ts runs it in Node after the client build): the
 * app's first render as HTML, so that the page paints from HTML and the entry
 * CSS before any script runs (issue 16). main.tsx then renders over it.
 *
 * - `login`: /login for a visitor without a session, i.e. the login screen.
 * - `restoring`: any other route with a stored session, i.e. what the app
 *   shows while it checks the session (the loader over the app's frame).
 *
 * It renders <App> itself, so the markup is the client's first render; any
 * lazy screen on the way is waited for (prerenderToNodeStream).
 */
import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { LOGIN_PAGE_TITLE } from '../domain/brand';
import { paths } from '../domain/routes';
import { sessionAtom, type StoredSession } from '../features/session';
import { lightTheme } from '../ui/theme/theme.css';
import '../ui/theme/global.css';
import { App } from './app';

/** The class main.tsx puts on <html>; the pre-rendered pages carry it from the start. */
export const themeClass = lightTheme;

export type PrerenderedPage = 'login' | 'restoring';

/** The <title> a page has once the app runs (the login screen sets its own); null keeps index.html's. */
export const pageTitles: Record<PrerenderedPage, string | null> = { login: LOGIN_PAGE_TITLE, restoring: null };

/** A stored session that is never sent anywhere: effects (the session check) do not run here. */
const placeholderSession: StoredSession = { userId: 0, token: '', expiresAt: 0, profile: null };

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

export async function prerenderPage(page: PrerenderedPage): Promise<string> {
  const store = createStore();
  if (page === 'restoring') store.set(sessionAtom, placeholderSession);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider store={store}>
        <Router ssrPath={page === 'login' ? paths.login : paths.daily}>
          <App />
        </Router>
      </Provider>
    </StrictMode>,
  );
  return streamToString(prelude);
}
