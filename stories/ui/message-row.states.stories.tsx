import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { fn } from 'storybook/test';
import { MessageRow } from '../../ui/message-row/message-row';

const meta = {
  title: 'UI/MessageRow/States',
  component: MessageRow,
  args: {
    from: 'Alice Chen',
    subject: 'Intake form',
    preview: 'Please fill in the attached form before our session on Tuesday.',
    time: '09:12',
    unread: false,
    unreadLabel: 'Unread',
    favourite: false,
    favouriteLabel: 'Favourite: Intake form',
    attachmentLabel: 'Has attachments',
    href: '#message-42',
    onOpen: fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
    onToggleFavourite: fn(),
  },
} satisfies Meta<typeof MessageRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Read: Story = {};
export const Unread: Story = { args: { unread: true } };
export const Favourite: Story = { args: { favourite: true } };
export const WithAttachment: Story = { args: { hasAttachment: true } };
export const WithoutPreview: Story = { args: { preview: undefined } };
/** The star's call is running: dimmed, still focusable, presses ignored. */
export const Busy: Story = { args: { favourite: true, busy: true } };
/** No onToggleFavourite: no star, the link takes the whole row. */
export const WithoutStar: Story = { args: { onToggleFavourite: undefined } };
/** Sender, subject and preview each stay on one line and end in an ellipsis; the row keeps 72 px. */
export const LongTexts: Story = {
  args: {
    unread: true,
    hasAttachment: true,
    from: 'Montgomery-Featherstonehaugh, Alexandria Bartholomew (billing and insurance)',
    subject: 'Re: Re: Fwd: Questions about the superbill for the sessions in January, February and March',
    preview: 'Hello, I have attached the superbill again because the insurance company said the first copy was unreadable.',
    time: '12/31/2026',
  },
};
