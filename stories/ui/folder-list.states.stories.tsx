import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { fn } from 'storybook/test';
import { FolderList } from '../../ui/folder-list/folder-list';
import { mailSections } from './folder-list-fixtures';

const meta = {
  title: 'UI/FolderList/States',
  component: FolderList,
  args: {
    label: 'Mail folders',
    sections: mailSections('inbox'),
    onSelect: fn((_id: string, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
  },
} satisfies Meta<typeof FolderList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InboxCurrent: Story = {};
/** A custom folder is the page shown: its badge and actions stay beside it. */
export const CustomFolderCurrent: Story = { args: { sections: mailSections('f-insurance') } };
/** One untitled section, no icons, no counts: plain links. */
export const Plain: Story = {
  args: {
    sections: [
      {
        items: [
          { id: 'inbox', label: 'Inbox', href: '#inbox', current: true },
          { id: 'sent', label: 'Sent', href: '#sent' },
          { id: 'drafts', label: 'Drafts', href: '#drafts' },
        ],
      },
    ],
  },
};
/** Long names end in an ellipsis; large counts keep their badge whole. */
export const LongNamesAndCounts: Story = {
  args: {
    sections: [
      {
        title: 'Folders shared with the billing and insurance team',
        items: [
          { id: 'a', label: 'Correspondence with the insurance company about the 2026 claims', href: '#a', count: 1280, countLabel: '1280 unread' },
          { id: 'b', label: 'Superbills', href: '#b', count: 12, countLabel: '12 unread', current: true },
        ],
      },
    ],
  },
};
