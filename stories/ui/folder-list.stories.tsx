import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type MouseEvent } from 'react';
import { expect, fn } from 'storybook/test';
import { FolderList, type FolderListProps } from '../../ui/folder-list/folder-list';
import { mailSections } from './folder-list-fixtures';

/** Moves `current` to the chosen folder, as the router would. */
function RoutedFolderList(args: FolderListProps) {
  const [current, setCurrent] = useState('inbox');
  return (
    <FolderList
      {...args}
      sections={mailSections(current)}
      onSelect={(id, event) => {
        event.preventDefault();
        setCurrent(id);
        args.onSelect?.(id, event);
      }}
    />
  );
}

const meta = {
  title: 'UI/FolderList',
  component: FolderList,
  args: {
    label: 'Mail folders',
    sections: mailSections('inbox'),
    onSelect: fn((_id: string, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
  },
  render: (args) => <RoutedFolderList {...args} />,
} satisfies Meta<typeof FolderList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A click or Enter selects a folder, which becomes the current page; its actions follow it in Tab order. */
export const SelectFolder: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: /^Sent/ }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('sent', expect.anything());
    await expect(canvas.getByRole('link', { name: /^Sent/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /^Inbox/ })).not.toHaveAttribute('aria-current');
    canvas.getByRole('link', { name: /^Insurance/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenLastCalledWith('f-insurance', expect.anything());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Rename Insurance' })).toHaveFocus();
  },
};
