/** The thin assembly: session restore, routes with their guards, the shell and the global popups. */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useRoute, useSearch } from 'wouter';
import { afterLoginPath } from '../domain/route-guards';
import { paths } from '../domain/routes';
import { flashMessageAtom, pushMessageAtom } from '../features/api/popup-atoms';
import { mailFolderNameAtom } from '../features/mail/atoms';
import { PromptGate } from '../features/install/components/prompt-gate';
import { RealtimeConnection } from '../features/realtime/components/realtime-connection';
import { rememberedTargetAtom, signedInAtom } from '../features/session/atoms';
import { LoginScreen } from '../features/session/components/login-screen';
import { SessionRestore } from '../features/session/components/session-restore';
import { SessionTimer } from '../features/session/components/session-timer';
import { CalendarRefresh } from './calendar-refresh';
import { Guard } from './guard';
import { LocationTracker } from './location-tracker';
import { ReturnToDashboard } from './return-to-dashboard';
import { RouteErrorBoundary } from './route-error-boundary';
import { screenRoutes, type RouteParams, type ScreenRoute } from './routes';
import { BareScreen } from './shell/bare-screen';
import { ComingSoon } from './shell/coming-soon';
import { ErrorPopup } from './shell/error-popup';
import { MessagePopup } from './shell/message-popup';
import { NotFoundPage } from './shell/not-found';
import { PortraitNotice } from './shell/portrait-notice';
import * as portrait from './shell/portrait-notice.css';
import { ScrollRestoration } from './shell/scroll-restoration';
import { Shell } from './shell/shell';

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
  const [location] = useLocation();
  const search = useSearch();
  const valid = route.valid ? route.valid(params) : true;
  const mailFolderName = useAtomValue(mailFolderNameAtom);
  const title = route.title(params, search, { mailFolderName });
  // A fresh boundary per location, so a failed screen does not stay failed after navigating.
  const body = valid ? (
    <RouteErrorBoundary key={location}>{route.body ? route.body(params) : <ComingSoon name={title} />}</RouteErrorBoundary>
  ) : null;
  return (
    <Guard access={route.access}>
      {!valid ? (
        <NotFoundPage />
      ) : route.chrome === 'bare' ? (
        <BareScreen title={title}>{body}</BareScreen>
      ) : (
        <Shell
          title={title}
          heading={route.heading}
          actions={route.actions ? route.actions(params) : undefined}
          blocksProviderSwitch={route.blocksProviderSwitch}
        >
          {body}
        </Shell>
      )}
    </Guard>
  );
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

export function App() {
  // In a video call the prompts wait: the loader that stands in for the app while one shows would hide the call.
  const [inCall] = useRoute(paths.connect);
  return (
    <>
      <div className={portrait.app}>
        <SessionRestore>
          <SessionTimer />
          <RealtimeConnection />
          <CalendarRefresh />
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
          <MessagePopup />
          <ErrorPopup />
        </SessionRestore>
      </div>
      <PortraitNotice />
    </>
  );
}
