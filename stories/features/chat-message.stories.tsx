import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { ShownMessage } from '../../domain/chat/conversation';
import { chatTexts, contactsTexts } from '../../domain/messages';
import { DashboardRow } from '../../features/chat/components/dashboard-row';
import { MessageBubble } from '../../features/chat/components/message-bubble';
import * as styles from '../../features/chat/components/chat.css';

const ZONE = 'America/New_York';
const message = (over: Partial<ShownMessage>): ShownMessage => ({
  id: 1,
  message_id: 1,
  receiver_id: 7,
  sent_by: 4,
  value: 'Your 10:00 has arrived.',
  sent_time: '2026-11-23T15:00:00.000Z',
  read_time: null,
  type: 0,
  unread: 0,
  isGroup: false,
  fullName: 'Sam Okafor',
  sendState: 'sent',
  ...over,
});

/** The bubbles of a conversation: received, a group's sender, own with its send state (Sent, Read), and a failed send with Retry. */
const meta = {
  title: 'Features/Chat/MessageBubble',
  component: MessageBubble,
  args: { message: message({}), own: false, showSender: false, showStatus: false, timeZone: ZONE, onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 390, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Received: Story = {};

export const GroupSender: Story = {
  args: { message: message({ isGroup: true, receiver_id: 3, group_name: 'Front desk' }), showSender: true },
};

export const OwnSent: Story = {
  args: { message: message({ sent_by: 7, receiver_id: 4, value: 'Thanks,\nsend them in.' }), own: true, showStatus: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(chatTexts.sent)).toBeVisible();
  },
};

/** The other user read it: the state says 'Read'. */
export const OwnRead: Story = {
  args: {
    message: message({ sent_by: 7, receiver_id: 4, value: 'See you at 3.', read_time: '2026-11-23T15:04:00.000Z' }),
    own: true,
    showStatus: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(chatTexts.read)).toBeVisible();
    await expect(canvas.queryByText(chatTexts.sent)).toBeNull();
  },
};

export const OwnFailed: Story = {
  args: { message: message({ id: -1, sent_by: 7, receiver_id: 4, sendState: 'failed', value: 'Is 3 pm fine?' }), own: true, showStatus: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(chatTexts.failed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: chatTexts.retry }));
    await expect(args.onRetry).toHaveBeenCalledWith(-1);
  },
};

const toggleFavourite = fn();

/** Dashboard rows: staff online with unread, a client who is a favourite (star on), a group without messages. */
export const DashboardRows: Story = {
  render: () => {
    const now = new Date('2026-11-23T18:00:00.000Z');
    const base = { readerId: 7, timeZone: ZONE, now };
    return (
      <ul className={styles.list}>
        <DashboardRow {...base} entry={{ id: 4, isGroup: false, key: 'user:4', href: '/messenger/4', name: 'Sam Okafor', online: true, unread: 2, last: message({}), favouriteId: null }} onToggleFavourite={toggleFavourite} />
        <DashboardRow
          {...base}
          entry={{ id: 9, isGroup: false, key: 'user:9', href: '/messenger/9', name: 'Alex Morgan', online: false, unread: 0, last: message({ sent_by: 7, value: 'No problem, see you soon.', sent_time: '2026-11-20T15:00:00.000Z' }), favouriteId: 12 }}
          onToggleFavourite={toggleFavourite}
        />
        <DashboardRow {...base} entry={{ id: 3, isGroup: true, key: 'group:3', href: '/messenger/group/3', name: 'Front desk', online: null, unread: 0, last: null, favouriteId: null }} />
      </ul>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('2 unread')).toBeInTheDocument();
    await expect(canvas.getByText(chatTexts.noMessagesYet)).toBeVisible();
    // Only the client can be a favourite: one star, pressed.
    const star = canvas.getByRole('button', { name: `${contactsTexts.favourite}: Alex Morgan` });
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    await expect(toggleFavourite).toHaveBeenCalledWith(9);
  },
};
