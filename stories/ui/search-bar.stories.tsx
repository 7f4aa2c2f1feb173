import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../../ui/button/button';
import { SearchBar, type SearchBarProps } from '../../ui/search-bar/search-bar';
import { TextField } from '../../ui/text-field/text-field';

/** Holds the text; the clear icon empties it, as a screen would. */
function ControlledSearchBar(args: SearchBarProps) {
  const [value, setValue] = useState(args.value);
  return (
    <SearchBar
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange(next);
      }}
      onClear={() => {
        setValue('');
        args.onClear();
      }}
    />
  );
}

const meta = {
  title: 'UI/SearchBar',
  component: SearchBar,
  args: {
    label: 'Search',
    placeholder: 'Search',
    value: '',
    onValueChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
    onCancel: fn(),
  },
  render: (args) => <ControlledSearchBar {...args} />,
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Enter submits; the clear icon appears with text, clears and keeps focus in the field; Cancel reports. */
export const TypeSubmitClearCancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(field);
    await userEvent.keyboard('chen{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(field).toHaveValue('');
    await expect(field).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** showCancel 'whileTyped': a list that filters as one types offers Cancel only while something is typed. */
export const CancelWhileTyped: Story = {
  args: { showCancel: 'whileTyped' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'sam');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Date range and Go under the field (deep search); Go submits the same form. */
export const WithDateRange: Story = {
  args: { value: 'chen' },
  render: function Render(args) {
    const [from, setFrom] = useState('2026-01-01');
    const [to, setTo] = useState('2026-12-31');
    return (
      <ControlledSearchBar {...args}>
        <TextField label="From" type="date" value={from} onChange={(event) => setFrom(event.target.value)}/>
        <TextField label="To" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        <Button type="submit">Go</Button>
      </ControlledSearchBar>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};
