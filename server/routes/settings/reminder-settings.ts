import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../domain/contract/common';
import { reminderSettings, reminderSettingsResponse, saveReminderSettingsResponse } from '../../../domain/contract/reminder-settings';
import { messages } from '../../../domain/messages';
import { PROVIDER_ROLES } from '../../../domain/roles';
import type { AuthUser } from '../../auth/auth-user';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/authenticate';
import { reminderSettingsOf, saveReminderSettings } from '../../repositories/reminder-settings-repository';

/** A provider's own settings: delegates and portal users have no appointments of their own to remind of. */
function requireProvider(user: AuthUser): AuthUser {
  if (!(PROVIDER_ROLES as readonly number[]).includes(user.role)) throw new HttpError(403, messages.forbidden);
  return user;
}

/**
 * GET and PUT /api/settings/reminders (issue 26 item 2): a provider reads
 * and sets the lead times of their appointments' reminders (one or two) and
 * whether reminders say their name. Practice settings, not client data, so
 * not in the audit trail; PUT replaces the three values, so a retry is harmless.
 */
const reminderSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings/reminders',
    {
      schema: {
        tags: ['settings'],
        summary: "The provider's reminder lead times and whether reminders name the provider",
        response: { 200: reminderSettingsResponse, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = requireProvider(requireUser(request));
      const settings = await reminderSettingsOf(app.db, user.id);
      if (settings === null) throw new HttpError(404, messages.invalidRequest);
      return { settings };
    },
  );

  app.put(
    '/settings/reminders',
    {
      schema: {
        tags: ['settings'],
        summary: "Set the provider's reminder lead times and whether reminders name the provider",
        body: reminderSettings,
        response: { 200: saveReminderSettingsResponse, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = requireProvider(requireUser(request));
      const settings = await saveReminderSettings(app.db, user.id, request.body);
      if (settings === null) throw new HttpError(404, messages.invalidRequest);
      request.log.info({ event: 'reminder_settings_saved', userId: user.id }, 'reminder settings saved');
      return { settings, message: messages.reminderSettingsSaved };
    },
  );
};
export default reminderSettingsRoutes;
