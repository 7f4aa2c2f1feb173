import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { timelineSlotLengths } from '../../ui/day-timeline/day-timeline';
import { vars } from '../../ui/theme/vars.css';
import { WeekGrid, type WeekGridDay, type WeekGridItem } from '../../ui/week-grid/week-grid';

const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A compact block link, as a caller would pass: the grid only places it. */
function Block({ title, start, muted = false }: { title: string; start?: number; muted?: boolean }) {
  return (
    <a
      href={`#${title}`}
      onClick={(event) => event.preventDefault()}
      style={{
        flex: 1,
        minHeight: 0,
        overflow: 'hidden',
        padding: '1px 3px',
        borderRadius: 4,
        borderInlineStart: `3px solid ${vars.color.brand}`,
        background: muted ? vars.color.surfaceMuted : vars.color.surface,
        boxShadow: vars.shadow.sm,
        color: muted ? vars.color.textMuted : vars.color.text,
        fontSize: 11,
        lineHeight: 1.2,
        overflowWrap: 'anywhere',
        textDecoration: muted ? 'line-through' : 'none',
      }}
    >
      {start === undefined ? null : <strong style={{ display: 'block' }}>{time(start)}</strong>}
      {title}
    </a>
  );
}

const item = (key: string, start: number, end: number, extra: Partial<WeekGridItem> = {}): WeekGridItem => ({
  key,
  start,
  end,
  content: <Block title={key} start={extra.allDay ? undefined : start} muted={extra.busy === false} />,
  ...extra,
});

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function Heading({ index }: { index: number }) {
  return (
    <button type="button" style={{ flex: 1, minHeight: 44, border: 0, background: 'transparent', color: vars.color.text, fontSize: 12 }}>
      {weekdays[index]} {22 + index}
    </button>
  );
}

const week = (items: Record<number, WeekGridItem[]>): WeekGridDay[] =>
  weekdays.map((name, index) => ({
    key: `2026-11-${22 + index}`,
    label: `${name} ${22 + index}`,
    heading: <Heading index={index} />,
    items: items[index] ?? [],
    today: index === 2,
  }));

const busyWeek = week({
  1: [item('Morgan', 600, 660), item('Shah', 630, 690)],
  2: [item('Bell', 810, 855), item('Retreat', 0, 0, { allDay: true })],
  3: [item("O'Connor", 660, 720, { busy: false })],
  5: [item('Team meeting', 540, 630)],
});

const meta = {
  title: 'UI/WeekGrid',
  component: WeekGrid,
  args: {
    days: busyWeek,
    allDayLabel: 'All day',
    slotsLabel: 'Free times',
    slotLabel: (day: string, minutes: number) => `New on ${day} at ${time(minutes)}`,
    onSlotPress: fn(),
    slotMinutes: 30,
    hourHeight: 48,
    scrollTo: 9 * 60,
    scrollKey: 'week',
    now: 14 * 60 + 20,
  },
  argTypes: {
    slotMinutes: { control: 'select', options: timelineSlotLengths },
    days: { control: false },
  },
  decorators: [(Story) => <div style={{ height: 560, display: 'flex', flexDirection: 'column', padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof WeekGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Seven columns on one phone screen: overlapping items side by side within their day, an all-day row, today tinted. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const morgan = canvas.getByRole('link', { name: /Morgan/ }).closest('li')!;
    const shah = canvas.getByRole('link', { name: /Shah/ }).closest('li')!;
    await expect(morgan.style.width).toBe('50%');
    await expect(shah.style.left).toBe('50%');
    await expect(canvas.getByRole('list', { name: 'All day, Tue 24' })).toHaveTextContent('Retreat');
    // Busy times offer no slot; a cancelled one's time is free again.
    await expect(canvas.queryByRole('button', { name: 'New on 2026-11-23 at 10:00' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'New on 2026-11-25 at 11:00' })).toBeInTheDocument();
  },
};

/** A tap on free time reports its day and start; the week's slots are one Tab stop, ↑/↓ within a day, ←/→ across days. */
export const PressAFreeSlot: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New on 2026-11-26 at 12:00' }));
    await expect(args.onSlotPress).toHaveBeenLastCalledWith('2026-11-26', 720);
    const group = canvas.getByRole('group', { name: 'Free times' });
    await expect(group.querySelectorAll('button[tabindex="0"]')).toHaveLength(1);
    canvas.getByRole('button', { name: 'New on 2026-11-22 at 09:30' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    // Monday 09:30 is free (Morgan starts at 10:00).
    await expect(canvas.getByRole('button', { name: 'New on 2026-11-23 at 09:30' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // 10:00–11:30 is busy on Monday: 11:30 is next.
    await expect(canvas.getByRole('button', { name: 'New on 2026-11-23 at 11:30' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'New on 2026-11-22 at 11:30' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSlotPress).toHaveBeenLastCalledWith('2026-11-22', 690);
  },
};

/** Without `onSlotPress` the free time is not a button (e.g. a portal client's week). */
export const ReadOnly: Story = {
  args: { onSlotPress: undefined, now: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Bell/ })).toBeInTheDocument();
  },
};
