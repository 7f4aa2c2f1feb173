import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SegmentedChoice } from '../../ui/segmented-choice/segmented-choice';

const options = [
  { value: 'in-person', label: 'In person at the practice' },
  { value: 'video', label: 'Video session' },
  { value: 'phone', label: 'Telephone' },
  { value: 'home', label: 'Home visit' },
] as const;
type Kind = (typeof options)[number]['value'];

const meta = {
  title: 'UI/SegmentedChoice/Edge',
  component: SegmentedChoice<Kind>,
  parameters: { chromatic: { viewports: [320] } },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 288, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Where the session takes place, as shown to the client', options, value: 'video', onChange: fn() },
} satisfies Meta<typeof SegmentedChoice<Kind>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four long labels wrap inside 320 px; every segment stays at least 44 px tall. */
export const LongLabelsAt320: Story = {};
