import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FilteringCombobox } from './combobox-fixtures';

const meta = {
  title: 'UI/Combobox',
  component: FilteringCombobox,
  args: {
    label: 'Person',
    placeholder: 'Type a name',
    emptyText: 'No matches',
    clearLabel: 'Clear',
    withFooter: true,
    onSelect: fn(),
    onInputChange: fn(),
  },
} satisfies Meta<typeof FilteringCombobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Typing opens the list; arrows move the active option in the input's aria-activedescendant; Enter picks it. */
export const KeyboardPick: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Person' });
    await userEvent.click(input);
    await userEvent.keyboard('ch');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('ch');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const first = canvas.getByRole('option', { name: /Chen, Blair/ });
    await expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
    await expect(input).toHaveValue('Chen, Blair');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A tap on an option picks it; nothing found shows the empty text and the footer. */
export const PointerPickAndEmpty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'Person' });
    await userEvent.click(input);
    await userEvent.keyboard('zz');
    await expect(canvas.getByText('No matches', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No matches');
    await expect(canvas.getByRole('button', { name: 'Add “zz” as new' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('no');
    await userEvent.click(canvas.getByRole('option', { name: /Novak, Eli/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: '5' }));
    await expect(input).toHaveValue('Novak, Eli');
  },
};
