import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type MouseEvent } from 'react';
import { expect, fn } from 'storybook/test';
import { MessageRow, type MessageRowProps } from '../../ui/message-row/message-row';

/** Holds the star, as a screen would after its call returns. */
function StarredRow(args: MessageRowProps) {
  const [favourite, setFavourite] = useState(args.favourite);
  return (
    <MessageRow
      {...args}
      favourite={favourite}
      onToggleFavourite={() => {
        setFavourite(!favourite);
        args.onToggleFavourite?.();
      }}
    />
  );
}

const meta = {
  title: 'UI/MessageRow',
  component: MessageRow,
  args: {
    from: 'Alice Chen',
    subject: 'Intake form',
    preview: 'Please fill in the attached form before our session on Tuesday.',
    time: '09:12',
    unread: true,
    unreadLabel: 'Unread',
    favourite: false,
    favouriteLabel: 'Favourite: Intake form',
    hasAttachment: true,
    attachmentLabel: 'Has attachments',
    href: '#message-42',
    // A router would navigate here; the story stays put.
    onOpen: fn((event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
    onToggleFavourite: fn(),
  },
  render: (args) => <StarredRow {...args} />,
} satisfies Meta<typeof MessageRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The row opens by click and by Enter; the star is the next Tab stop and toggles with aria-pressed. */
export const OpenAndStar: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const link = canvas.getByRole('link', { name: /Alice Chen/ });
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    const star = canvas.getByRole('button', { name: 'Favourite: Intake form' });
    await expect(star).toHaveFocus();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(args.onToggleFavourite).toHaveBeenCalledTimes(1);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  },
};

const inbox: Array<Omit<MessageRowProps, 'unreadLabel' | 'favouriteLabel' | 'attachmentLabel'>> = [
  { from: 'Alice Chen', subject: 'Intake form', preview: 'Please fill in the attached form before Tuesday.', time: '09:12', unread: true, favourite: false, hasAttachment: true, href: '#m1' },
  { from: 'Dr. Sam Rivera', subject: 'Re: Rescheduling', preview: 'Thursday at 3 works for me. See you then.', time: '08:40', unread: true, favourite: true, href: '#m2' },
  { from: 'Front desk', subject: 'Your receipt for March', preview: 'Thank you for your payment.', time: 'Yesterday', unread: false, favourite: false, hasAttachment: true, href: '#m3' },
  { from: 'Blair Okafor', subject: 'Homework from our last session', preview: 'I tried the breathing exercise twice a day.', time: 'Mon', unread: false, favourite: true, href: '#m4' },
  { from: 'Casey Diaz', subject: '(no subject)', time: '3 Mar', unread: false, favourite: false, href: '#m5' },
];

/** Rows as a mail list shows them: unread and read, starred or not, with and without attachments or preview. */
export const InAList: Story = {
  render: (args) => (
    <ul aria-label="Inbox" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {inbox.map((message) => (
        <li key={message.href}>
          <StarredRow
            {...message}
            unreadLabel={args.unreadLabel}
            attachmentLabel={args.attachmentLabel}
            favouriteLabel={`Favourite: ${message.subject}`}
            onOpen={args.onOpen}
            onToggleFavourite={args.onToggleFavourite}
          />
        </li>
      ))}
    </ul>
  ),
};
