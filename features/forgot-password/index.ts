/** features/forgot-password's public entry: whether a reset attempt is under way (the guard). The screens come through lazy.ts. */
export { forgotUserIdAtom } from './atoms';
export { forgotTexts } from './copy';
