import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, buttonSizes, buttonVariants } from '../../ui/button/button';

const meta = {
  title: 'UI/Button/States',
  component: Button,
  args: { children: 'Save' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };
export const Link: Story = { args: { variant: 'link', children: 'Forgot password?' } };
export const Small: Story = { args: { size: 'sm' } };
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true, loadingLabel: 'Saving' } };
export const FullWidth: Story = { args: { fullWidth: true } };

/** Every variant × size side by side. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {buttonSizes.map((size) => (
            <Button key={size} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};
