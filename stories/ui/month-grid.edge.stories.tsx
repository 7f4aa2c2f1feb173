import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MonthGrid } from '../../ui/month-grid/month-grid';
import { pinnedToday, someMarks } from './calendar-fixtures';

const meta = {
  title: 'UI/MonthGrid/Edge',
  component: MonthGrid,
  parameters: { chromatic: { viewports: [320] } },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  args: {
    visibleMonth: { year: 2026, month: 7 },
    selected: { year: 2026, month: 7, day: 31 },
    today: pinnedToday,
    markedDates: someMarks,
    onSelect: fn(),
    onMonthChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320, maxWidth: '100vw', margin: '0 -16px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MonthGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six rows at 320 px, edge to edge: each day column is about 45 px, a 44 px target. */
export const SixRowsAt320: Story = {};

/** Long translated words: the caption wraps, the buttons keep their 44 px. */
export const LongLabelsAt320: Story = {
  args: {
    caption: 'Août de l’année deux mille vingt-six',
    labels: {
      previousMonth: 'Mois précédent',
      nextMonth: 'Mois suivant',
      weekdayShort: ['Di', 'Lu', 'Ma', 'Me', 'Je', 'Ve', 'Sa'],
      weekdayNames: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
      monthNames: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
      marked: 'a des rendez-vous',
    },
    weekStartsOn: 1,
  },
};
