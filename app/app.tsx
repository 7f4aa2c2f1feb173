/** The thin assembly: session restore, routes with their guards, the shell and the global popups. */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useRoute, useSearch } from 'wouter';
import { afterLoginPath } from '../domain/route-guards';
import { paths } from '../domain/routes';
import { passkeyOfferShownAtom } from '../features/account/passkey-offer-lazy';
import { currentMessageAtom, currentNoticeAtom, errorPopupAtom, flashMessageAtom, pushMessageAtom } from '../features/api';
import { PromptGate } from '../features/install';
import { LoginScreen, rememberedTargetAtom, SessionRestore, SessionTimer, signedInAtom } from '../features/session';
import { Loader } from '../ui/loader/loader';
import { Guard } from './guard';
import { lazyNamed } from './lazy-screen';
import { LocationTracker } from './location-tracker';
import { ReturnToDashboard } from './return-to-dashboard';
import { RouteErrorBoundary } from './route-error-boundary';
import { screenRoutes, type RouteParams, type ScreenRoute, type TitleContext } from './routes';
import { BareScreen } from './shell/bare-screen';
import { NotFoundPage } from './shell/not-found';
import { PortraitNotice } from './shell/portrait-notice';
import * as portrait from './shell/portrait-notice.css';
import { ScrollRestoration } from './shell/scroll-restoration';

/*
 * Loaded on demand (issue 16): the signed-in frame with its header and the
 * chat and mail subscriptions, and the socket with the calendar's refresh.
 * A cold /login needs neither.
 */
const loadShell = () => import('./shell/shell');
const RouteShell = lazyNamed(loadShell, 'RouteShell');
const SignedInServices = lazy(() => import('./signed-in-services'));
/* The global popups (Radix) load with the first message: most page loads show none. */
const MessagePopup = lazyNamed(() => import('./shell/message-popup'), 'MessagePopup');
const NoticeBanners = lazyNamed(() => import('./shell/notice-banners'), 'NoticeBanners');
const loadErrorPopup = () => import('./shell/error-popup');
const ErrorPopup = lazyNamed(loadErrorPopup, 'ErrorPopup');

/** Bare screens and placeholders name no mail folder. */
const noTitleContext: TitleContext = { mailFolderName: () => undefined, portal: false };

/** /login: signed-in users go on to the remembered route, or / (then /daily). */
function LoginRoute() {
  const signedIn = useAtomValue(signedInAtom);
  const [remembered, setRemembered] = useAtom(rememberedTargetAtom);
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!signedIn) return;
    const target = remembered ? afterLoginPath(remembered) : paths.root;
    setRemembered(RESET);
    navigate(target, { replace: true });
  }, [signedIn, remembered, setRemembered, navigate]);
  return signedIn ? null : <LoginScreen />;
}

function Screen({ route, params }: { route: ScreenRoute; params: RouteParams }) {
  const valid = route.valid ? route.valid(params) : true;
  return <Guard access={route.access}>{valid ? <RouteScreen route={route} params={params} /> : <NotFoundPage />}</Guard>;
}

/** A route the user may open: its body (and the shell) load on demand, with the ui loader meanwhile. */
function RouteScreen({ route, params }: { route: ScreenRoute; params: RouteParams }) {
  const [location] = useLocation();
  const search = useSearch();
  const bare = route.chrome === 'bare';
  // The body's code downloads beside the shell's, not once the shell has rendered.
  useEffect(() => {
    void route.load?.();
  }, [route]);
  const body = <Suspense fallback={<Loader />}>{route.body(params)}</Suspense>;
  // A fresh boundary per location, so a failed screen does not stay failed after navigating.
  const guarded = <RouteErrorBoundary key={location}>{body}</RouteErrorBoundary>;
  if (bare) return <BareScreen title={route.title(params, search, noTitleContext)}>{guarded}</BareScreen>;
  return (
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<Loader />}>
        <RouteShell
          title={(context) => route.title(params, search, context)}
          heading={route.heading}
          actions={route.actions ? <Suspense fallback={null}>{route.actions(params)}</Suspense> : undefined}
          blocksProviderSwitch={route.blocksProviderSwitch}
        >
          {guarded}
        </RouteShell>
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** What a signed-in tab keeps running, loaded once signed in. */
function SignedIn({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(signedInAtom);
  return signedIn ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** A reason saved before logout's reload (e.g. an expired session) is shown on the next page. */
function FlashMessage() {
  const [flash, setFlash] = useAtom(flashMessageAtom);
  const push = useSetAtom(pushMessageAtom);
  useEffect(() => {
    if (!flash) return;
    push({ key: flash });
    setFlash(RESET);
  }, [flash, push, setFlash]);
  return null;
}

/** The message and error popups of spec 2, and the notices that never block (issue 27), each while it has something to show. */
function GlobalPopups() {
  const message = useAtomValue(currentMessageAtom);
  const notice = useAtomValue(currentNoticeAtom);
  const passkeyOffer = useAtomValue(passkeyOfferShownAtom);
  const error = useAtomValue(errorPopupAtom);
  const signedIn = useAtomValue(signedInAtom);
  // The error popup reports a lost connection too, when its code could no longer be fetched: signed in, it is fetched
  // at the user's first tap or key, before any save can fail, and not with the first paint of /daily (its bundle budget).
  useEffect(() => {
    if (!signedIn) return undefined;
    const load = () => {
      loadErrorPopup().catch(() => undefined);
      stop();
    };
    const stop = () => {
      window.removeEventListener('pointerdown', load, true);
      window.removeEventListener('keydown', load, true);
    };
    window.addEventListener('pointerdown', load, true);
    window.addEventListener('keydown', load, true);
    return stop;
  }, [signedIn]);
  return (
    <Suspense fallback={null}>
      {notice || passkeyOffer ? <NoticeBanners /> : null}
      {message ? <MessagePopup /> : null}
      {error !== null ? <ErrorPopup /> : null}
    </Suspense>
  );
}

export function App() {
  // In a video call the prompts wait: the loader that stands in for the app while one shows would hide the call.
  const [inCall] = useRoute(paths.connect);
  return (
    <>
      {/* A video room works sideways too (issue 27 item 10): a phone propped up for a session. */}
      <div className={inCall ? undefined : portrait.app}>
        <SessionRestore>
          <SessionTimer />
          <SignedIn>
            <SignedInServices />
          </SignedIn>
          <LocationTracker />
          <ReturnToDashboard />
          <ScrollRestoration />
          {/* The add-to-home-screen and notification prompts: the loader replaces the screens while one shows (spec 2). */}
          <PromptGate suppressed={inCall}>
            <Switch>
              <Route path={paths.root}>
                <Redirect to={paths.daily} replace />
              </Route>
              <Route path={paths.login}>
                <LoginRoute />
              </Route>
              {screenRoutes.map((route) => (
                <Route key={route.path} path={route.path}>
                  {(params: RouteParams) => <Screen route={route} params={params} />}
                </Route>
              ))}
              <Route>
                <NotFoundPage />
              </Route>
            </Switch>
          </PromptGate>
          <FlashMessage />
          <GlobalPopups />
        </SessionRestore>
      </div>
      {inCall ? null : <PortraitNotice />}
    </>
  );
}
