import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DayTimeline, timelineSlotLengths, type DayTimelineItem } from '../../ui/day-timeline/day-timeline';
import { vars } from '../../ui/theme/vars.css';

const time = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A plain card link, as a caller would pass: the timeline only places it. */
function Card({ title, start, end, muted = false }: { title: string; start: number; end?: number; muted?: boolean }) {
  return (
    <a
      href={`#${title}`}
      onClick={(event) => event.preventDefault()}
      style={{
        flex: 1,
        minHeight: 0,
        overflow: 'hidden',
        padding: '4px 8px',
        borderRadius: 8,
        borderInlineStart: `4px solid ${vars.color.brand}`,
        background: muted ? vars.color.surfaceMuted : vars.color.brandSoft,
        color: muted ? vars.color.textMuted : vars.color.text,
        fontSize: 14,
        textDecoration: 'none',
      }}
    >
      <strong style={{ textDecoration: muted ? 'line-through' : undefined }}>{title}</strong>{' '}
      {end === undefined ? '' : `${time(start)}–${time(end)}`}
    </a>
  );
}

const item = (key: string, start: number, end: number, extra: Partial<DayTimelineItem> = {}): DayTimelineItem => ({
  key,
  start,
  end,
  content: <Card title={key} start={start} end={extra.allDay ? undefined : end} muted={extra.busy === false} />,
  ...extra,
});

const busyDay: DayTimelineItem[] = [
  item('Planning day', 0, 0, { allDay: true }),
  item('Morgan, Alex', 600, 660),
  item('Bell, Marcus', 810, 855),
  item('Shah, Priya', 630, 690),
  item("O'Connor, Liam", 900, 930, { busy: false }),
  item('Team meeting', 1020, 1110),
];

const meta = {
  title: 'UI/DayTimeline',
  component: DayTimeline,
  args: {
    items: busyDay,
    label: 'Timed items',
    allDayLabel: 'All day',
    slotsLabel: 'Free times',
    slotLabel: (minutes: number) => `New at ${time(minutes)}`,
    onSlotPress: fn(),
    slotMinutes: 30,
    hourHeight: 72,
    scrollTo: 9 * 60,
    scrollKey: 'day',
  },
  argTypes: {
    slotMinutes: { control: 'select', options: timelineSlotLengths },
    items: { control: false },
  },
  decorators: [(Story) => <div style={{ height: 520, display: 'flex', flexDirection: 'column', padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof DayTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Overlapping items side by side, a cancelled one that frees its time, an all-day strip, scrolled to 09:00. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Timed items' });
    await expect(canvas.getByRole('list', { name: 'All day' })).toHaveTextContent('Planning day');
    const alex = canvas.getByRole('link', { name: /Morgan, Alex/ }).closest('li')!;
    const priya = canvas.getByRole('link', { name: /Shah, Priya/ }).closest('li')!;
    await expect(list).toContainElement(alex);
    // Overlapping: half the width each, Priya's box starts half an hour lower.
    await expect(alex.style.width).toBe('50%');
    await expect(priya.style.left).toBe('50%');
    await expect(parseFloat(priya.style.top) - parseFloat(alex.style.top)).toBe(36);
    // Busy times offer no slot; a cancelled one's time is free again.
    await expect(canvas.queryByRole('button', { name: 'New at 10:00' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'New at 15:00' })).toBeInTheDocument();
  },
};

/** A tap on free time reports its start; the slots are one Tab stop that the arrows move through. */
export const PressAFreeSlot: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New at 12:00' }));
    await expect(args.onSlotPress).toHaveBeenLastCalledWith(720);
    const group = canvas.getByRole('group', { name: 'Free times' });
    const tabbable = group.querySelectorAll('button[tabindex="0"]');
    await expect(tabbable).toHaveLength(1);
    canvas.getByRole('button', { name: 'New at 12:00' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'New at 12:30' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // 13:30–14:15 is busy: 13:00 is next, then 14:30.
    await expect(canvas.getByRole('button', { name: 'New at 13:00' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'New at 14:30' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSlotPress).toHaveBeenLastCalledWith(870);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'New at 00:00' })).toHaveFocus();
  },
};

/** Nothing booked: the whole day is free time; the current-time line marks now. */
export const EmptyDay: Story = {
  args: { items: [], now: 14 * 60 + 20, scrollTo: 13 * 60 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(48);
  },
};

/** Without `onSlotPress` the free time shows but is not a button (e.g. for those who may not add). */
export const ReadOnly: Story = {
  args: { onSlotPress: undefined, slotMinutes: 60 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Morgan, Alex/ })).toBeInTheDocument();
  },
};

/** At 320 px: three at once share the width; short items keep a 44 px target. */
export const NarrowAndCrowded: Story = {
  args: {
    items: [item('First', 600, 620), item('Second', 600, 660), item('Third', 610, 700), item('Long all-day name that wraps onto a second line', 0, 0, { allDay: true })],
    scrollTo: 570,
  },
  parameters: { chromatic: { viewports: [320] } },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  decorators: [(Story) => <div style={{ width: 320 - 16, maxWidth: '100%', flex: 1, display: 'flex', flexDirection: 'column', minHeight: 0 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const first = canvas.getByRole('link', { name: /First/ }).closest('li')!;
    await expect(first.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
