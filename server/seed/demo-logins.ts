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

/**
 * Every demo account's security question (an id of domain/account/security-questions.ts)
 * and answer, for forgot-password (README). The insurance check is answered
 * with alex.client's member ID, BM-100234; everyone else leaves it empty.
 */
export const DEMO_SECURITY_ANSWERS: Readonly<Record<string, { questionId: number; answer: string }>> = {
  'dr.rivera': { questionId: 1, answer: 'Biscuit' },
  'dr.chen': { questionId: 2, answer: 'Portland' },
  'dr.patel': { questionId: 3, answer: 'Lincoln Elementary' },
  'sam.staff': { questionId: 5, answer: 'Honda' },
  'dana.delegate': { questionId: 6, answer: 'Maple Street' },
  'alex.client': { questionId: 7, answer: 'Lex' },
  'jo.other': { questionId: 8, answer: 'Matilda' },
};

/** The insurance check's answer for alex.client (the member ID on the client record); '' for every other account. */
export const DEMO_INSURANCE_ANSWER: Readonly<Record<string, string>> = { 'alex.client': 'BM-100234' };
