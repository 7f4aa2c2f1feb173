import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { WaitlistEntry, WaitlistSettings } from '../../domain/contract/waitlist';
import { messages } from '../../domain/messages';
import { waitlistTexts as t } from '../../features/waitlist/copy';
import { BookDialog, type BookAnswer } from '../../features/waitlist/components/book-dialog';
import { EntryCard } from '../../features/waitlist/components/entry-card';
import { OfferSettingsForm } from '../../features/waitlist/components/offer-settings';
import { OfferView, type OfferFacts } from '../../features/waitlist/components/offer-view';
import * as styles from '../../features/waitlist/components/waitlist.css';
import { WishesForm } from '../../features/waitlist/components/wishes-form';
import { emptyDraft } from '../../features/waitlist/wishes-draft';

const NY = 'America/New_York';

function entry(over: Partial<WaitlistEntry>): WaitlistEntry {
  return {
    id: 1,
    provider_id: 7,
    contact: { kind: 'client', id: 12, name: 'Morgan, Alex' },
    wishes: {
      days: [1, 3, 5],
      windows: [{ start_minute: 540, end_minute: 720 }],
      location_kinds: ['office', 'video'],
      earliest_date: null,
      latest_date: '2026-12-20',
      length_minutes: 50,
      timezone: NY,
    },
    priority: 0,
    status: 'waiting',
    added_by: 'staff',
    created_at: '2026-11-20T15:00:00.000Z',
    updated_at: '2026-11-20T15:00:00.000Z',
    offer: null,
    appointment_id: null,
    ...over,
  };
}

const entries: WaitlistEntry[] = [
  entry({ id: 1, priority: 1 }),
  entry({
    id: 2,
    contact: { kind: 'person', id: 4, name: 'Okafor-Lindqvist, Benedetta' },
    status: 'offered',
    wishes: { days: [1, 2, 3, 4, 5], windows: [{ start_minute: 480, end_minute: 1080 }], location_kinds: ['phone'], earliest_date: '2026-11-30', latest_date: null, length_minutes: 90, timezone: NY },
    offer: {
      id: 9,
      status: 'open',
      slot: { start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T15:50:00.000Z', timezone: NY, location_kind: 'phone' },
      expires_at: '2026-11-28T15:30:00.000Z',
      created_at: '2026-11-28T15:00:00.000Z',
    },
  }),
];

interface ListPreviewProps {
  hourCycle: 'h12' | 'h23';
  onMove: (direction: 'up' | 'down') => void;
  onEdit: () => void;
  onRemove: () => void;
  onBook: () => void;
}

/** The list as WaitlistScreen draws it, fed with fixtures (the e2e test uses the server). */
function ListPreview({ hourCycle, onMove, onEdit, onRemove, onBook }: ListPreviewProps) {
  return (
    <div className={styles.screen}>
      <ol className={styles.list} aria-label={t.listLabel('Dr. Chen')}>
        {entries.map((e, i) => (
          <li key={e.id}>
            <EntryCard
              entry={e}
              hourCycle={hourCycle}
              locale="en-US"
              timeZone={NY}
              canMoveUp={i > 0}
              canMoveDown={i < entries.length - 1}
              onMove={onMove}
              onEdit={onEdit}
              onRemove={onRemove}
              onBook={onBook}
            />
          </li>
        ))}
      </ol>
      <ul className={styles.list}>
        <li>
          <EntryCard entry={entry({ id: 3, status: 'booked', contact: { kind: 'client', id: 3, name: 'Rivera, Sam' } })} hourCycle={hourCycle} locale="en-US" timeZone={NY} />
        </li>
      </ul>
    </div>
  );
}

/** The waitlist screens (issue 29): entries, the wishes form, an offer, the offer settings. */
const meta = {
  title: 'Features/Waitlist',
  component: ListPreview,
  args: { hourCycle: 'h12', onMove: fn(), onEdit: fn(), onRemove: fn(), onBook: fn() },
} satisfies Meta<typeof ListPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {
  play: async ({ canvas, args }) => {
    const alex = canvas.getByRole('article', { name: 'Morgan, Alex' });
    await expect(alex).toHaveTextContent('Mon, Wed, Fri');
    await expect(alex).toHaveTextContent('9:00 AM–12:00 PM');
    await expect(alex).toHaveTextContent('In the office or Video');
    await expect(canvas.getByRole('button', { name: `${t.moveUp}: Morgan, Alex` })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: `${t.moveDown}: Morgan, Alex` }));
    await expect(args.onMove).toHaveBeenCalledWith('down');
    await expect(canvas.getAllByText(t.status.offered)).toHaveLength(1);
    await userEvent.click(canvas.getAllByRole('button', { name: t.book })[0]!);
    await expect(args.onBook).toHaveBeenCalled();
    // A booked entry is history: no actions.
    await expect(canvas.getByRole('article', { name: 'Rivera, Sam' })).not.toHaveTextContent(t.edit);
  },
};

export const EntriesTwentyFourHour: Story = {
  args: { hourCycle: 'h23' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Morgan, Alex' })).toHaveTextContent('09:00–12:00');
  },
};

function WishesPreview() {
  const [draft, setDraft] = useState(emptyDraft);
  return (
    <form className={`${styles.screen} ${styles.form}`} aria-label={t.addTitle}>
      <WishesForm draft={draft} onChange={setDraft} hourCycle="h12" problem={draft.kinds.length === 0 ? { field: 'kinds', message: messages.waitlistLocationInvalid } : null} />
    </form>
  );
}

export const Wishes: Story = {
  render: () => <WishesPreview />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sat' }));
    await expect(canvas.getByRole('checkbox', { name: 'Sat' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: t.addWindow }));
    await expect(canvas.getAllByRole('group', { name: /Time window/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: t.removeWindow(2) }));
    await expect(canvas.getAllByRole('group', { name: /Time window/ })).toHaveLength(1);
    await expect(canvas.getByRole('combobox', { name: t.length })).toHaveDisplayValue('50 minutes');
  },
};

/** Book by hand: the first answer is the overlap question, Yes books anyway. */
function BookPreview() {
  const [said, setSaid] = useState('');
  const calls = useRef(0);
  const onBook = (): Promise<BookAnswer> => Promise.resolve(++calls.current === 1 ? { kind: 'overlap' } : { kind: 'booked' });
  return (
    <div className={styles.screen}>
      <p role="status">{said}</p>
      {said === '' ? (
        <BookDialog
          entry={entry({})}
          hourCycle="h12"
          viewerZone="Europe/Berlin"
          fullFormHref="/add?provider=7&contact=person-12"
          now={new Date('2026-11-30T12:00:00.000Z')}
          onBook={onBook}
          onClose={() => setSaid(messages.waitlistEntryBooked)}
        />
      ) : null}
    </div>
  );
}

export const BookByHand: Story = {
  render: () => <BookPreview />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: t.bookTitle('Morgan, Alex') });
    // Noon UTC is 7 AM on Monday Nov 30 in New York: that day (Mon, Wed, Fri), at the first window's start.
    await expect(within(dialog).getByLabelText(t.bookDay)).toHaveValue('2026-11-30');
    await expect(within(dialog).getByRole('combobox', { name: t.bookStart })).toHaveDisplayValue('9:00 AM');
    await expect(within(dialog).getByRole('combobox', { name: t.bookLength })).toHaveDisplayValue('50 minutes');
    // In the document, not 'visible': the dialog may still be fading in (opacity) when this runs.
    await expect(within(dialog).getByText(t.bookZone(NY))).toBeInTheDocument();
    await expect(within(dialog).getByRole('link', { name: t.openFullForm })).toHaveAttribute('href', '/add?provider=7&contact=person-12');
    await userEvent.click(within(dialog).getByRole('button', { name: t.bookSubmit }));
    const question = await body.findByRole('alertdialog');
    await expect(question).toHaveTextContent(messages.overlapQuestion);
    await userEvent.click(within(question).getByRole('button', { name: 'Yes' }));
    await expect(await body.findByRole('status')).toHaveTextContent(messages.waitlistEntryBooked);
  },
};

const open: OfferFacts = { status: 'open', start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T15:50:00.000Z', location_kind: 'office', expires_at: '2026-11-28T15:30:00.000Z', where: '', provider_name: null, message: '' };

export const OfferOpen: Story = {
  render: () => (
    <div className={styles.screen}>
      <OfferView offer={open} timeZone={NY} hourCycle="h12" locale="en-US" onAnswer={fn()} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tue, Dec 1, 2026, 10:00 AM–10:50 AM')).toBeVisible();
    await expect(canvas.getByText(t.whereNames.office)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.accept })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t.decline })).toBeEnabled();
  },
};

export const OfferTaken: Story = {
  render: () => (
    <div className={styles.screen}>
      <OfferView offer={{ ...open, status: 'taken', provider_name: 'Dr. Lin Chen' }} timeZone={NY} hourCycle="h23" locale="en-US" onAnswer={fn()} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.waitlistOfferTaken);
    await expect(canvas.queryByRole('button', { name: t.accept })).toBeNull();
    await expect(canvas.getByText('Dr. Lin Chen')).toBeVisible();
  },
};

const settings: WaitlistSettings = { offer_mode: 'one_at_a_time', hold_minutes: 30, show_provider_name: false };

export const OfferSettings: Story = {
  render: () => (
    <div className={styles.screen}>
      <OfferSettingsForm settings={settings} onSave={() => Promise.resolve('')} />
    </div>
  ),
  play: async ({ canvas }) => {
    const hold = canvas.getByRole('textbox', { name: t.holdLabel });
    await userEvent.clear(hold);
    await userEvent.type(hold, '2');
    await userEvent.click(canvas.getByRole('button', { name: t.saveSettings }));
    await expect(canvas.getByText(messages.waitlistHoldInvalid)).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: new RegExp(t.modeAll) }));
    await expect(canvas.queryByRole('textbox', { name: t.holdLabel })).toBeNull();
  },
};
