import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { messages } from '../../domain/messages';
import { ActionPopup } from '../../features/appointments/detail/action-popup';
import { SaveChoicePopup } from '../../features/appointments/detail/save-choice-popup';

/**
 * The detail screen's questions: the cancel/un-cancel/delete confirmation
 * (plain for one appointment, by scope for a series) and the Save-choice
 * popup of spec 2.
 */
const meta = {
  title: 'Features/Appointments/AppointmentDetailPopups',
  component: ActionPopup,
  args: { action: 'cancel', scopes: ['single'], onChoose: fn(), onClose: fn() },
} satisfies Meta<typeof ActionPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(screen.getByRole('dialog'));
/** Waits for the popup named `name` (it fades in). */
const opened = (name: string) => screen.findByRole('dialog', { name });

export const CancelOneAppointment: Story = {
  play: async ({ args, userEvent }) => {
    await opened(messages.cancelQuestion);
    await userEvent.click(dialog().getByRole('button', { name: messages.confirmYes }));
    await expect(args.onChoose).toHaveBeenCalledWith('single');
  },
};

export const CancelInASeries: Story = {
  args: { scopes: ['single', 'future', 'all'] },
  play: async ({ args, userEvent }) => {
    await opened(messages.cancelScopeQuestion);
    await userEvent.click(dialog().getByRole('button', { name: messages.scopeFuture }));
    await expect(args.onChoose).toHaveBeenCalledWith('future');
  },
};

/** Delete of a series offers only 'This and following' and 'All in the series' (spec 4). */
export const DeleteASeries: Story = {
  args: { action: 'delete', scopes: ['future', 'all'] },
  play: async ({ args, userEvent }) => {
    await opened(messages.deleteScopeQuestion);
    await expect(dialog().getByRole('button', { name: messages.scopeAll })).toBeInTheDocument();
    await expect(dialog().queryByRole('button', { name: messages.scopeSingle })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

export const SaveChoice: StoryObj<typeof SaveChoicePopup> = {
  render: (args) => <SaveChoicePopup {...args} />,
  args: { scopes: ['single', 'future', 'all'], onChoose: fn(), onClose: fn() },
  play: async ({ args, userEvent }) => {
    await opened(messages.saveChoiceQuestion);
    await expect(dialog().getByRole('button', { name: messages.saveSingle })).toBeInTheDocument();
    await expect(dialog().getByRole('button', { name: messages.saveAll })).toBeInTheDocument();
    await userEvent.click(dialog().getByRole('button', { name: messages.saveFuture }));
    await expect(args.onChoose).toHaveBeenCalledWith('future');
  },
};
