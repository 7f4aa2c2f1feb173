/**
 * The login fields' lengths (spec 7), apart from the zod schemas of auth.ts
 * so the login screen's first paint needs no zod (issue 16).
 */
export const USERNAME_MAX = 50;
export const PASSWORD_MAX = 200;
