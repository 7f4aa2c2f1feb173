import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { groupSearchResults } from '../../domain/contacts/search-results';
import type { SearchAppointment } from '../../domain/contract/search';
import { contactsTexts } from '../../domain/messages';
import { SearchResults } from '../../features/search/components/search-results';

const appointment = (over: Partial<SearchAppointment> & Pick<SearchAppointment, 'id' | 'app_date' | 'name'>): SearchAppointment => ({
  app_start_hh: 9,
  app_start_mm: 0,
  app_start_tt: 0,
  app_end_hh: 9,
  app_end_mm: 50,
  app_end_tt: 0,
  is_all_day: 0,
  is_cancelled: 0,
  type: 1,
  app_type: 0,
  client_id: 2,
  client_type: 'person',
  otherevent_id: null,
  otherevent_type: null,
  provider_id: 1,
  ...over,
});

const found = groupSearchResults({
  contacts: [
    { id: 2, type: 'person', name: 'Shah, Priya' },
    { id: 3, type: 'other_event', name: 'Adler, Ruth' },
    { id: 1, type: 'group_appointment', name: 'Tuesday support group' },
  ],
  appointments: [
    appointment({ id: 11, app_date: '2026-11-30', name: 'Shah, Priya' }),
    appointment({ id: 12, app_date: '2026-11-13', name: 'Shah, Priya', is_all_day: 1 }),
    appointment({ id: 13, app_date: '2026-12-07', name: 'Shah, Priya', is_cancelled: 1 }),
    appointment({
      id: 14,
      app_date: '2026-11-26',
      name: 'Adler, Ruth',
      app_type: 1,
      client_id: null,
      client_type: null,
      otherevent_id: 3,
      otherevent_type: 1,
      app_start_hh: 2,
      app_start_tt: 1,
      app_end_hh: 3,
      app_end_tt: 1,
    }),
  ],
});

/** The header search's answer (spec 2): 'Clients:' and 'Others:' with labels and dated appointments, or 'No results'. */
const meta = {
  title: 'Features/Search/SearchResults',
  component: SearchResults,
  args: { outcome: { providerId: 7, results: found, truncated: false } },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grouped: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: contactsTexts.clientsHeading })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: contactsTexts.othersHeading })).toBeVisible();
    // Date order within an entry, earliest first.
    const links = canvas.getAllByRole('link').map((l) => l.textContent);
    await expect(links[0]).toMatch(/^11-13-2026/);
  },
};

export const NoResults: Story = {
  args: { outcome: { providerId: 7, results: { clients: [], others: [] }, truncated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(contactsTexts.noResults)).toBeVisible();
  },
};

export const Truncated: Story = {
  args: { outcome: { providerId: 7, results: found, truncated: true } },
};
