import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchBar } from '../../ui/search-bar/search-bar';

const meta = {
  title: 'UI/SearchBar/Edge',
  component: SearchBar,
  parameters: { chromatic: { viewports: [320] } },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ width: 288, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Search contacts and appointments',
    placeholder: 'Search contacts and appointments by name',
    value: 'Montgomery-Featherstonehaugh, Alexandria',
    cancelLabel: 'Cancel search',
    busy: true,
    onValueChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A long term, a long Cancel label and the busy Loader at 320 px: the field shrinks, Cancel keeps its 44 px. */
export const LongTextsBusyAt320: Story = {};
