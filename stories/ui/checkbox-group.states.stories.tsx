import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CheckboxGroup } from '../../ui/checkbox/checkbox-group';

const days = [
  { value: 'mon', label: 'Mon' },
  { value: 'tue', label: 'Tue' },
  { value: 'wed', label: 'Wed' },
  { value: 'thu', label: 'Thu' },
  { value: 'fri', label: 'Fri' },
  { value: 'sat', label: 'Sat' },
  { value: 'sun', label: 'Sun' },
] as const;
type Day = (typeof days)[number]['value'];

const meta = {
  title: 'UI/CheckboxGroup/States',
  component: CheckboxGroup<Day>,
  args: { label: 'On these days', options: days, value: ['mon', 'wed', 'fri'], onChange: fn() },
} satisfies Meta<typeof CheckboxGroup<Day>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {};
export const NoneChecked: Story = { args: { value: [] } };
export const WithHint: Story = { args: { hint: 'Repeats every week on the checked days.' } };
export const WithError: Story = { args: { value: [], error: 'Check at least one day.' } };
export const Disabled: Story = { args: { disabled: true } };
export const Vertical: Story = {
  args: {
    label: 'Extras',
    orientation: 'vertical',
    options: [
      { value: 'mon', label: 'Print a copy', description: 'On the front-desk printer.' },
      { value: 'tue', label: 'Share with the team' },
      { value: 'wed', label: 'Archive afterwards', disabled: true },
    ],
    value: ['tue'],
  },
};
/** At 320 px the seventh day wraps to a second row rather than shrink below 44 px. */
export const SmallPhone: Story = {
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 272, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};
