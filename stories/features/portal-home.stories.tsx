import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { upcomingAppointments, type ViewerClock } from '../../domain/appointments/upcoming';
import { EmptyState } from '../../ui/empty-state/empty-state';
import { CalendarClockIcon } from '../../ui/icons/icons';
import type { HomeAppointment } from '../../features/portal-home/atoms';
import { portalHomeCopy } from '../../features/portal-home/copy';
import { NextAppointment } from '../../features/portal-home/components/next-appointment';
import { Shortcuts } from '../../features/portal-home/components/shortcuts';
import { UpcomingList } from '../../features/portal-home/components/upcoming-list';

const NY = 'America/New_York';
const clock: ViewerClock = { timeZone: NY, locale: 'en-US' };
/** Tue, Nov 24 2026, 08:00 in New York. */
const EARLY = new Date('2026-11-24T13:00:00Z');
/** 09:45 in New York: a 10:00 video session may be joined. */
const JUST_BEFORE = new Date('2026-11-24T14:45:00Z');

function fixture(over: Partial<HomeAppointment>): HomeAppointment {
  return {
    id: 1,
    app_date: '2026-11-24',
    app_start_hh: 10,
    app_start_mm: 0,
    app_start_tt: 0,
    app_end_hh: 10,
    app_end_mm: 50,
    app_end_tt: 0,
    is_all_day: 0,
    is_cancelled: 0,
    is_deleted: 0,
    timezone: NY,
    type: 1,
    is_video: 0,
    is_connect: 0,
    attendance: null,
    app_type: 0,
    client_type: 'person',
    otherevent_type: null,
    otherevent_name: null,
    providerFirstName: 'Maria',
    providerLastName: 'Rivera',
    providerNamePrefix: 'Dr.',
    firstName: 'Alex',
    middleName: '',
    lastName: 'Morgan',
    namePrefix: '',
    nameSuffix: '',
    ...over,
  };
}

const office = fixture({ id: 1 });
const video = fixture({ id: 2, type: 2, is_video: 1, is_connect: 1 });
const later = [
  fixture({ id: 3, app_date: '2026-11-28', type: 2, is_video: 1, is_connect: 1, app_start_hh: 7, app_start_tt: 1, app_end_hh: 8, app_end_mm: 0, app_end_tt: 1 }),
  fixture({ id: 4, app_date: '2026-12-01', type: 3, app_start_hh: 2, app_start_tt: 1, app_end_hh: 2, app_end_tt: 1 }),
  fixture({ id: 5, app_date: '2026-12-03', type: 4, is_all_day: 1 }),
];

interface HomePreviewProps {
  appointments: HomeAppointment[];
  now: Date;
}

/** The home as PortalHome composes it, fed with fixture data (the e2e tests use the server). */
function HomePreview({ appointments, now }: HomePreviewProps) {
  const [next, ...rest] = upcomingAppointments(appointments, now, NY);
  return (
    <section aria-label={portalHomeCopy.region} style={{ display: 'flex', flexDirection: 'column', gap: 16, padding: 16 }}>
      {next ? (
        <NextAppointment session={next} now={now} clock={clock} />
      ) : (
        <EmptyState headingLevel={2} icon={<CalendarClockIcon size={32} />} title={portalHomeCopy.emptyTitle} text={portalHomeCopy.emptyText} />
      )}
      <UpcomingList sessions={rest} clock={clock} viewerRole={22} clientNameFormat={1} clientNameOrder={1} />
      <Shortcuts hasMail />
    </section>
  );
}

/** The portal home (issue 17, item 15): the next appointment, the ones after it, Chat and Mail. */
const meta = {
  title: 'Features/PortalHome',
  component: HomePreview,
  args: { appointments: [office, ...later], now: EARLY },
} satisfies Meta<typeof HomePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NextOffice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: portalHomeCopy.nextWith('Dr. Maria Rivera') })).toBeVisible();
    await expect(canvas.getByText('Tue, Nov 24')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: portalHomeCopy.join })).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const VideoJoinOpen: Story = {
  args: { appointments: [video, ...later], now: JUST_BEFORE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: portalHomeCopy.join })).toBeEnabled();
  },
};

export const VideoJoinNotYet: Story = {
  args: { appointments: [video, ...later], now: EARLY },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: portalHomeCopy.joinOpensAt('09:30') })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { appointments: [], now: EARLY },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: portalHomeCopy.emptyTitle })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: portalHomeCopy.shortcuts })).toBeVisible();
  },
};

export const At320: Story = {
  args: { appointments: [video, ...later], now: EARLY },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
};
