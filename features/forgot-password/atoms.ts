import { atomWithStorage, createJSONStorage } from 'jotai/utils';

/**
 * The user id the forgot-password e-mail step found (spec 3: forgot-password
 * state). /forgot_questions needs it (spec 2). The flow's screens come in a
 * later issue; the guard needs the atom now.
 */
export const forgotUserIdAtom = atomWithStorage<number | null>(
  'meadow.forgot.userId',
  null,
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);
