/**
 * The login form's 'Forgot Password?' link points at a test site or the
 * production site depending on whether the current address contains 'test'
 * (spec 2). Meadow serves both from one origin, but the rule is kept so a
 * deployment can split them.
 */
export interface ForgotPasswordHosts {
  test: string;
  production: string;
}

export const FORGOT_PASSWORD_PATH = '/forgot_email';

export function forgotPasswordHref(currentHref: string, hosts: ForgotPasswordHosts): string {
  const host = currentHref.includes('test') ? hosts.test : hosts.production;
  return `${host.replace(/\/+$/, '')}${FORGOT_PASSWORD_PATH}`;
}
