/** GET and PUT settings/reminders (issue 26 item 2): the provider's reminder lead times and naming. */
import { atom } from 'jotai';
import { reminderSettingsResponse, saveReminderSettingsResponse, type ReminderSettings } from '../../../domain/contract/reminder-settings';
import { request } from '../../api/client';
import { pushMessageAtom } from '../../api/popup-atoms';

export const getReminderSettings = (signal?: AbortSignal) => request('get', 'settings/reminders', reminderSettingsResponse, { signal });

/** Saves and says so in the global popup; answers what the server stored. Throws ApiError (the server's text). */
export const saveReminderSettingsAtom = atom(null, async (_get, set, body: ReminderSettings) => {
  const answer = await request('put', 'settings/reminders', saveReminderSettingsResponse, { json: body });
  set(pushMessageAtom, { key: 'reminderSettingsSaved' });
  return answer.settings;
});
