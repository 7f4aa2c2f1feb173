/** How a client or other person is reminded of appointments (issue 26 item 2): the appointment form's default for them. */
import type { VideoInvitePref } from '../../../domain/codes';
import { contactsTexts as t } from '../../../domain/messages';
import { Select } from '../../../ui/select/select';

const OPTIONS: { value: VideoInvitePref; label: string }[] = [
  { value: 'E', label: t.reminderByEmail },
  { value: 'S', label: t.reminderBySms },
  { value: 'B', label: t.reminderByBoth },
  { value: 'N', label: t.reminderNone },
];

export interface ReminderPrefSelectProps {
  value: VideoInvitePref;
  onChange: (pref: VideoInvitePref) => void;
}

export function ReminderPrefSelect({ value, onChange }: ReminderPrefSelectProps) {
  return <Select label={t.reminderPref} options={OPTIONS} value={value} onValueChange={onChange} />;
}
