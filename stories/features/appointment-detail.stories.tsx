import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { AppointmentByIdResponse, DeleteAction } from '../../domain/contract/appointment';
import { messages } from '../../domain/messages';
import { AttendancePanel } from '../../features/appointments/detail/attendance-panel';
import { DetailActions } from '../../features/appointments/detail/detail-actions';
import { DetailCard } from '../../features/appointments/detail/detail-card';
import {
  answer,
  cancelledAppointment,
  eventAppointment,
  officeAppointment,
  videoAppointment,
  weeklyAppointment,
} from './appointment-detail-fixtures';

interface DetailPreviewProps {
  data: AppointmentByIdResponse;
  /** Whether the actions bar shows (spec 6: forProviderId equals provider_id, permitted staff). */
  withActions: boolean;
  canCancelOrDelete: boolean;
  onAsk: (action: DeleteAction) => void;
  onEdit: () => void;
  /** The signed-in user's role; a portal role (22, 25) reads no private notes. */
  viewerRole?: number;
  /** The attendance block of today's or a past occurrence (issue 26 item 4). */
  withAttendance?: boolean;
}

/** The detail screen's body as the screen composes it, fed with fixture data (the e2e tests use the server). */
function DetailPreview({ data, withActions, canCancelOrDelete, onAsk, onEdit, viewerRole, withAttendance = false }: DetailPreviewProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, padding: 16 }}>
      <DetailCard data={data} {...(viewerRole === undefined ? {} : { viewerRole })} />
      {withActions ? (
        <DetailActions
          cancelled={data.appointment.is_cancelled === 1}
          canCancelOrDelete={canCancelOrDelete}
          onAsk={onAsk}
          onEdit={onEdit}
        />
      ) : null}
      {withAttendance ? (
        <AttendancePanel
          appointmentId={data.appointment.id}
          attendance={data.appointment.attendance}
          reason={data.appointment.attendance_reason}
          onSaved={() => undefined}
          onFailed={() => undefined}
        />
      ) : null}
    </div>
  );
}

/** Appointment detail (spec 2): the view at edit level 0, with its actions. */
const meta = {
  title: 'Features/Appointments/AppointmentDetail',
  component: DetailPreview,
  args: {
    data: answer(officeAppointment),
    withActions: true,
    canCancelOrDelete: true,
    onAsk: fn(),
    onEdit: fn(),
  },
} satisfies Meta<typeof DetailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Office: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Morgan, Alex' })).toBeVisible();
    await expect(canvas.getByText('Monday, November 23, 2026')).toBeVisible();
    await expect(canvas.getByText('Intake follow-up')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages.detailCancel }));
    await expect(args.onAsk).toHaveBeenCalledWith('cancel');
    await userEvent.click(canvas.getByRole('button', { name: messages.detailEdit }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** A weekly series: the repeat text shows; empty notes read 'No notes'. */
export const WeeklySeries: Story = {
  args: { data: answer(weeklyAppointment) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every week on Mon')).toBeVisible();
    await expect(canvas.getByText(messages.noNotes)).toBeVisible();
  },
};

/** Notes pasted as HTML: the script and the layout attributes are gone, the bold stays. */
export const VideoWithSanitisedNotes: Story = {
  args: { data: answer(videoAppointment) },
  play: async ({ canvasElement, canvas }) => {
    const notes = canvas.getByTestId('appointment-notes');
    await expect(notes.querySelector('script')).toBeNull();
    await expect(notes.querySelector('[style],[class]')).toBeNull();
    await expect(notes.querySelector('b')).toHaveTextContent('camera');
    await expect(canvasElement).toHaveTextContent(messages.locationVideoConnect);
  },
};

/** Cancelled: the title is struck through and 'Cancelled' is said; the action becomes Un-cancel. */
export const Cancelled: Story = {
  args: { data: answer(cancelledAppointment) },
  play: async ({ canvas, args, userEvent }) => {
    const title = canvas.getByTestId('appointment-title');
    await expect(title.querySelector('s')).toHaveTextContent("O'Connor, Liam");
    await expect(canvas.getByText(messages.cancelled)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages.detailUncancel }));
    await expect(args.onAsk).toHaveBeenCalledWith('un-cancel');
  },
};

export const AllDayEvent: Story = {
  args: { data: answer(eventAppointment) },
};

/** Another provider's appointment, or a portal user: no actions at all (spec 6). */
export const ReadOnly: Story = {
  args: { withActions: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: messages.detailEdit })).toBeNull();
  },
};

/** Staff read the practice's notes and the note for the client, each under its own label (issue 26). */
export const WithNoteForTheClient: Story = {
  args: { data: answer({ ...officeAppointment, client_note: 'Please bring your insurance card.' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Intake follow-up')).toBeVisible();
    await expect(canvas.getByText(messages.detailClientNote)).toBeVisible();
    await expect(canvas.getByTestId('appointment-client-note')).toHaveTextContent('Please bring your insurance card.');
  },
};

/** A portal client: no Notes row at all, only the note for them (the server answers the notes empty anyway). */
export const PortalClientReadsOnlyTheirNote: Story = {
  args: {
    withActions: false,
    viewerRole: 22,
    data: answer({ ...officeAppointment, notes: '', client_note: 'Please bring your insurance card.' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(messages.detailNotes)).toBeNull();
    await expect(canvas.queryByTestId('appointment-notes')).toBeNull();
    await expect(canvas.getByText(messages.detailNoteForYou)).toBeVisible();
  },
};

/** A video appointment whose type is not 2: Cancel and Delete hidden, Edit stays (spec 6). */
export const WithoutCancelOrDelete: Story = {
  args: { canCancelOrDelete: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: messages.detailDelete })).toBeNull();
    await expect(canvas.getByRole('button', { name: messages.detailEdit })).toBeVisible();
  },
};

/** Long names and notes wrap at 320 px instead of widening the screen. */
export const LongTextAt320: Story = {
  args: {
    data: answer({
      ...officeAppointment,
      firstName: 'Maximiliana-Josephine Alexandra',
      lastName: 'Featherstonehaugh-Cholmondeley',
      notes: 'A very long note without breaks: '.concat('x'.repeat(120)),
    }),
  },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
};

/** A past occurrence marked No-show with a reason (issue 26 item 4): a muted badge on the card, the marks under the actions. */
export const MarkedNoShow: Story = {
  args: {
    withAttendance: true,
    data: answer({ ...officeAppointment, attendance: 'no_show', attendance_reason: 'No answer by phone' }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('appointment-attendance')).toHaveTextContent(`${messages.attendanceNoShow}No answer by phone`);
    await expect(canvas.getByRole('radio', { name: messages.attendanceNoShow })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: messages.attendanceReason })).toHaveValue('No answer by phone');
    await expect(canvas.getByRole('button', { name: messages.attendanceClear })).toBeEnabled();
  },
};

/** Not marked yet: nothing on the card; Save waits for a choice, and there is nothing to clear. */
export const AttendanceNotMarked: Story = {
  args: { withAttendance: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('appointment-attendance')).toBeNull();
    await expect(canvas.getByRole('button', { name: messages.attendanceSave })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: messages.attendanceClear })).toBeNull();
  },
};
