import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { messages } from '../../domain/messages';
import { NotFoundPage } from '../../app/shell/not-found';

/** The not-found page of spec section 2, with its exact texts. */
const meta = {
  title: 'App/NotFoundPage',
  component: NotFoundPage,
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: messages.notFoundTitle })).toBeVisible();
    await expect(canvas.getByText(messages.notFoundText)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go Back' })).toBeVisible();
  },
};
