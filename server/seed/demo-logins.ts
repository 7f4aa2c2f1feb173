/** Every demo account uses this password (README, main.ts banner). */
export const DEMO_PASSWORD = 'Meadow-demo-1';

export interface DemoLogin {
  username: string;
  role: number;
  userType: number | null;
  description: string;
}

/** The demo practice's logins, for main.ts's banner and the README. */
export const demoLogins: readonly DemoLogin[] = [
  { username: 'dr.rivera', role: 7, userType: 1, description: 'Provider with a full practice: clients, calendar, chat, mail' },
  { username: 'dr.chen', role: 7, userType: 1, description: 'Provider of another practice (data nobody else may see)' },
  { username: 'dr.patel', role: 7, userType: 1, description: 'Provider in sam.staff\'s list but marked not permitted' },
  { username: 'sam.staff', role: 11, userType: 2, description: 'Staff acting for dr.rivera and dr.chen (dr.patel listed, not permitted)' },
  { username: 'dana.delegate', role: 24, userType: 4, description: "Delegate of dr.rivera, with e-mail permission" },
  { username: 'alex.client', role: 22, userType: null, description: 'Portal client of dr.rivera' },
  { username: 'jo.other', role: 25, userType: null, description: 'Portal other-person of dr.rivera' },
];
