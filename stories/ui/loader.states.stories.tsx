import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loader } from '../../ui/loader/loader';

const meta = {
  title: 'UI/Loader/States',
  component: Loader,
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = { args: { size: 'sm' } };
export const Medium: Story = { args: { size: 'md' } };
export const Large: Story = { args: { size: 'lg' } };
export const Overlay: Story = { args: { overlay: true, size: 'lg', label: 'Saving' } };
