import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WeekStrip } from '../../ui/week-strip/week-strip';
import { pinnedToday, someMarks } from './calendar-fixtures';

const meta = {
  title: 'UI/WeekStrip/Edge',
  component: WeekStrip,
  parameters: { chromatic: { viewports: [320] } },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  args: { selected: pinnedToday, today: pinnedToday, markedDates: someMarks, onSelect: fn(), onWeekChange: fn() },
} satisfies Meta<typeof WeekStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * 320 px wide, edge to edge as in the app: each day column is 320 / 7 ≈ 45 px,
 * so every day stays a 44 px target. (With 16 px page margins it would be 41 px.)
 */
export const At320: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100vw', margin: '0 -16px' }}>
        <Story />
      </div>
    ),
  ],
};

/** Long translated words: the caption wraps, the buttons keep their 44 px. */
export const LongLabelsAt320: Story = {
  args: {
    labels: {
      previousWeek: 'Vorherige Woche',
      nextWeek: 'Nächste Woche',
      weekdayShort: ['So', 'Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa'],
      weekdayNames: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
      marked: 'hat Termine',
    },
    caption: 'Woche vom Sonntag, 22. November bis Samstag, 28. November 2026',
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100vw', margin: '0 -16px' }}>
        <Story />
      </div>
    ),
  ],
};
