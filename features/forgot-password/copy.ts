/**
 * Screen copy of the forgot-password screens (issue 14): browser-only words,
 * so they live with the feature. The results they show (the server's answers)
 * are in the spec's message table, domain/messages.ts.
 */

/** Labels of the forgot-password screens. */
export const forgotTexts = {
  backToLogin: 'Back to Log in',
  logIn: 'Log in',
  emailIntro: 'Enter the e-mail address of your account. We will ask you a few questions to make sure it is you.',
  email: 'E-mail',
  continue: 'Continue',
  checking: 'Checking',
  questionsIntro: 'Answer these questions to make sure it is you.',
  securityQuestion: 'Security question',
  insuranceCheck: 'Insurance check',
  submit: 'Submit',
  startAgain: 'Start again',
  checkingLink: 'Checking your link',
  askAgain: 'Ask for a new link',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordHint: 'At least 8 characters. A long phrase is easier to remember than a short jumble.',
  save: 'Save',
  saving: 'Saving',
} as const;
