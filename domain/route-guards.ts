/**
 * Guard decisions for the routes of spec section 2, as pure functions: the
 * app's router only applies them.
 */
import { paths } from './routes';

/**
 * - public: anyone (forgot_reset, not-found)
 * - anonymous: /login and /forgot_email; signed-in users go to /
 * - forgotQuestions: like anonymous, and needs the user id the e-mail step found
 * - guarded: signed-in users; others are remembered and sent to /login
 * - nonPortal: guarded, and portal users are kept out (to /daily)
 * - provider: guarded, and only providers (role 7) get in (others to /daily)
 */
export const ROUTE_ACCESS = ['public', 'anonymous', 'forgotQuestions', 'guarded', 'nonPortal', 'provider'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

export interface GuardFacts {
  signedIn: boolean;
  /** isNonPortalUser of domain/roles for the signed-in user. */
  nonPortal: boolean;
  /** The forgot-password e-mail step has found a user id. */
  hasForgotUserId: boolean;
  /** canReadAuditTrail of domain/roles: the signed-in user is a provider (role 7); absent counts as not. */
  provider?: boolean;
}

export type GuardDecision =
  | { kind: 'render' }
  | { kind: 'redirect'; to: string; rememberTarget: boolean };

const render: GuardDecision = { kind: 'render' };
const redirect = (to: string, rememberTarget = false): GuardDecision => ({ kind: 'redirect', to, rememberTarget });

export function decideAccess(access: RouteAccess, facts: GuardFacts): GuardDecision {
  switch (access) {
    case 'public':
      return render;
    case 'anonymous':
      return facts.signedIn ? redirect(paths.root) : render;
    case 'forgotQuestions':
      if (facts.signedIn) return redirect(paths.root);
      return facts.hasForgotUserId ? render : redirect(paths.forgotEmail);
    case 'guarded':
      return facts.signedIn ? render : redirect(paths.login, true);
    case 'nonPortal':
      if (!facts.signedIn) return redirect(paths.login, true);
      return facts.nonPortal ? render : redirect(paths.daily);
    case 'provider':
      if (!facts.signedIn) return redirect(paths.login, true);
      return facts.provider === true ? render : redirect(paths.daily);
  }
}

const NEVER_REMEMBERED = new Set<string>([paths.root, paths.login, paths.forgotEmail, paths.forgotQuestions]);

/**
 * Where to go after login: the remembered route, or /daily. Only same-origin
 * app paths are honoured, so a crafted target cannot send the user elsewhere.
 */
export function afterLoginPath(remembered: string | null | undefined): string {
  if (!remembered || !remembered.startsWith('/') || remembered.startsWith('//')) return paths.daily;
  const pathname = remembered.split(/[?#]/)[0] ?? '';
  if (NEVER_REMEMBERED.has(pathname) || remembered.includes('\\')) return paths.daily;
  return remembered;
}

export type BackDecision = { kind: 'history' } | { kind: 'navigate'; to: string };

/**
 * 'Go Back' and the header's back button: back in history, or /daily when
 * there is no previous route in this app or the previous one is the root.
 */
export function backDecision(previousPath: string | null): BackDecision {
  if (previousPath === null || previousPath === paths.root) return { kind: 'navigate', to: paths.daily };
  return { kind: 'history' };
}

/**
 * Spec 2: returning to the page on a mobile device goes to the dashboard
 * (/daily), unless the user is writing an e-mail (or is in a Meadow Connect
 * call). Returns where to go, or null.
 */
export function returnToAppTarget(currentPath: string, facts: { mobile: boolean; signedIn: boolean }): string | null {
  if (!facts.mobile || !facts.signedIn) return null;
  if (currentPath === paths.composeEmail || currentPath === paths.daily) return null;
  // A video call survives a look at another app: leaving it would hang up.
  if (currentPath.startsWith(paths.connect.replace(':code', ''))) return null;
  return paths.daily;
}
