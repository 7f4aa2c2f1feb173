import type { Meta, StoryObj } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { INSURANCE_CHECK_QUESTION, SECURITY_QUESTIONS } from '../../domain/account/security-questions';
import { messages } from '../../domain/messages';
import { forgotTexts } from '../../features/forgot-password/copy';
import { setForgotAttemptAtom } from '../../features/forgot-password/atoms';
import { ForgotEmailScreen } from '../../features/forgot-password/components/forgot-email-screen';
import { ForgotQuestionsScreen } from '../../features/forgot-password/components/forgot-questions-screen';

/**
 * The forgot-password steps of spec section 2 (issue 14). The calls need the
 * server: tests/e2e/forgot-password.spec.ts goes through the whole flow.
 */
const meta = {
  title: 'Features/ForgotPassword',
  parameters: { chromatic: { viewports: [390] } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function WithAttempt({ children }: { children: ReactNode }) {
  const store = createStore();
  store.set(setForgotAttemptAtom, { id: 1, question: SECURITY_QUESTIONS[0].text, token: 'story', insurance: [INSURANCE_CHECK_QUESTION] });
  return <Provider store={store}>{children}</Provider>;
}

export const EmailStep: Story = { render: () => <ForgotEmailScreen /> };

/** A malformed address never reaches the server: spec 5's wrongEmail shows at once. */
export const EmailStepMalformed: Story = {
  render: () => (
    <Provider store={createStore()}>
      <ForgotEmailScreen />
    </Provider>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(forgotTexts.email), 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: forgotTexts.continue }));
    await expect(await canvas.findByText(messages.forgotWrongEmail)).toBeVisible();
  },
};

/** The security question and the insurance check, each a labelled field. */
export const QuestionsStep: Story = {
  render: () => (
    <WithAttempt>
      <ForgotQuestionsScreen />
    </WithAttempt>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(SECURITY_QUESTIONS[0].text)).toBeVisible();
    await expect(canvas.getByLabelText(INSURANCE_CHECK_QUESTION)).toBeVisible();
  },
};

/** An empty answer never reaches the server. */
export const QuestionsStepEmptyAnswer: Story = {
  render: () => (
    <WithAttempt>
      <ForgotQuestionsScreen />
    </WithAttempt>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: forgotTexts.submit }));
    await expect(await canvas.findByText(messages.securityAnswerRequired)).toBeVisible();
  },
};
