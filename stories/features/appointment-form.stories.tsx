import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { addAsNewContact, appointmentFormTexts as t, messages } from '../../domain/messages';
import { SaveAppointmentButton } from '../../features/appointments/form/save-button';
import { AppointmentForm } from '../../features/appointments/form/appointment-form';
import { subscribe } from '../../features/realtime';
import { postedAppointments, weeklyDetail, withFormContext } from './appointment-form-fixtures';

/**
 * The Add Appointment form of spec 2 with a stubbed form_details answer.
 * Saving needs the server: tests/e2e/add-appointment.spec.ts books for real.
 */
const meta = {
  title: 'Features/Appointments/AppointmentForm',
  component: AppointmentForm,
  decorators: [withFormContext],
  args: { mode: 'add', date: '2026-11-24', onSaved: fn() },
} satisfies Meta<typeof AppointmentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Defaults: 10:00–10:45, office at the provider's default address, no repeat. */
export const NewAppointment: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: t.heading })).toBeVisible();
    await expect(canvas.getByLabelText(t.officeLocation)).toHaveValue('11');
  },
};

/** Typing a name nobody has: 'Add {term} as a new contact?' with Yes, No and the all-contacts link. */
export const NewContactPrompt: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: t.contact }), 'Zed Quinn');
    await expect(await canvas.findByText(addAsNewContact('Zed Quinn'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.yes }));
    await userEvent.click(canvas.getByRole('button', { name: t.typeOtherPerson }));
    await expect(canvas.getByLabelText(t.firstName)).toHaveValue('Zed');
    await expect(canvas.getByLabelText(t.lastName)).toHaveValue('Quinn');
  },
};

/** Weekly on the date's weekday, with the preview line. */
export const WeeklyRepeat: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: t.repeat }), 'inner-1');
    await expect(canvas.getByRole('checkbox', { name: 'Tue' })).toBeChecked();
    await waitFor(() => expect(canvas.getByTestId('repeat-preview')).toHaveTextContent('Every week on Tue'));
  },
};

/** Video with a reminder the chosen contact cannot receive: the warning of spec 5. */
export const VideoReminderWarning: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: t.contact }), 'ben');
    await userEvent.click(await canvas.findByRole('option', { name: /Ben Okafor/ }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Video' }));
    await userEvent.click(canvas.getByRole('radio', { name: t.emailReminder }));
    await expect(canvas.getByTestId('reminder-warning')).toBeVisible();
  },
};

/** Full edit of a weekly appointment (the detail screen's edit level 2): its values are read back into the form. */
export const EditWeekly: Story = {
  args: { mode: 'edit', detail: weeklyDetail, chooseScope: () => Promise.resolve(null) },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByTestId('chosen-contact')).toHaveTextContent('Ana Lopez');
    await expect(canvas.getByLabelText(t.officeLocation)).toHaveValue('12');
    await expect(canvas.getByRole('checkbox', { name: 'Thu' })).toBeChecked();
    // Editing does not reset the end by the increment: it keeps its distance from the start (spec 4, issue 17): 14:30-15:15 → 13:30-14:15.
    const start = canvas.getByRole('group', { name: t.startTime });
    await userEvent.selectOptions(within(start).getByLabelText('Hours'), '13');
    const end = canvas.getByRole('group', { name: t.endTime });
    await expect(within(end).getByLabelText('Hours')).toHaveValue('14');
    await expect(within(end).getByLabelText('Minutes')).toHaveValue('15');
  },
};

/**
 * The overlap question (spec 4): the first save meets a taken slot; No
 * returns to the form, Yes resubmits with allow_overlap. Save is disabled
 * while a save is in flight, so a double click posts once.
 */
export const OverlapQuestion: Story = {
  parameters: { formApi: { overlap: true } },
  render: (args) => (
    <>
      <SaveAppointmentButton />
      <AppointmentForm {...args} />
    </>
  ),
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    // A save publishes the days to reload on the realtime channel (the calendar subscribes there).
    const changed = fn();
    const unsubscribe = subscribe('appointments:changed', changed);
    await userEvent.type(await canvas.findByRole('combobox', { name: t.contact }), 'ana');
    await userEvent.click(await canvas.findByRole('option', { name: /Ana Lopez/ }));
    const save = canvas.getByRole('button', { name: t.save });
    await userEvent.dblClick(save);
    const question = await body.findByText(messages.overlapQuestion);
    // The popup fades in.
    await waitFor(() => expect(question).toBeVisible());
    await expect(postedAppointments).toHaveLength(1);
    await userEvent.click(body.getByRole('button', { name: t.no }));
    await waitFor(() => expect(body.queryByText(messages.overlapQuestion)).toBeNull());
    await userEvent.click(save);
    await userEvent.click(await body.findByRole('button', { name: t.yes }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledTimes(1));
    await expect(postedAppointments.map((p) => p.allow_overlap)).toEqual([false, false, true]);
    unsubscribe();
    await expect(changed).toHaveBeenCalledWith(expect.objectContaining({ provider_id: 7, refresh_required: ['2026-11-24'] }));
  },
};
