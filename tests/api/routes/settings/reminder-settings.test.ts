import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../domain/messages';
import { users } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';

/** GET/PUT settings/reminders (issue 26 item 2): a provider's own lead times and whether reminders name them. */
const t = build();
let rivera: Login;
let sam: Login;
let dana: Login;
let alex: Login;

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
  sam = await login(t.app, 'sam.staff');
  dana = await login(t.app, 'dana.delegate');
  alex = await login(t.app, 'alex.client');
});

/** What a save leaves alone when it does not name them (issue 26 item 3's settings). */
const WINDOW_DEFAULTS = { cancellation_window_hours: 24, practice_phone: null };

const read = (who: Login) => t.app.inject({ method: 'GET', url: '/api/settings/reminders', headers: who.headers });
const save = (who: Login, payload: object) => t.app.inject({ method: 'PUT', url: '/api/settings/reminders', headers: who.headers, payload });
const stored = async (id: number) => {
  const [row] = await t.app.db
    .select({ lead: users.reminderLeadMinutes, second: users.reminderSecondLeadMinutes, named: users.remindersNameProvider })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

describe('settings/reminders', () => {
  it('given a provider who never chose, should answer 48 hours and 2 hours, not naming the provider', async () => {
    const res = await read(rivera);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ settings: { lead_minutes: 2880, second_lead_minutes: 120, name_provider: false, ...WINDOW_DEFAULTS } });
  });

  it('given new lead times, should store them on the provider\'s own row and answer them', async () => {
    const res = await save(sam, { lead_minutes: 1440, second_lead_minutes: null, name_provider: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      settings: { lead_minutes: 1440, second_lead_minutes: null, name_provider: true, ...WINDOW_DEFAULTS },
      message: messages.reminderSettingsSaved,
    });
    expect(await stored(sam.userId)).toEqual({ lead: 1440, second: null, named: true });
    expect(await stored(rivera.userId)).toEqual({ lead: 2880, second: 120, named: false });
    expect((await read(sam)).json()).toEqual({ settings: { lead_minutes: 1440, second_lead_minutes: null, name_provider: true, ...WINDOW_DEFAULTS } });
  });

  it.each([
    ['a lead time not on the list', { lead_minutes: 45, second_lead_minutes: null, name_provider: false }],
    ['the second equal to the first', { lead_minutes: 120, second_lead_minutes: 120, name_provider: false }],
    ['a negative second', { lead_minutes: 120, second_lead_minutes: -5, name_provider: false }],
  ])('given %s, should refuse it with \'incorrect reminder time\' and keep what was stored', async (_label, payload) => {
    const before = await stored(rivera.userId);
    expectMessage(await save(rivera, payload), 400, messages.incorrectReminderTime);
    expect(await stored(rivera.userId)).toEqual(before);
  });

  it('given a delegate or a portal user, should refuse both calls with 403', async () => {
    for (const who of [dana, alex]) {
      expect((await read(who)).statusCode).toBe(403);
      expectMessage(await save(who, { lead_minutes: 60, second_lead_minutes: null, name_provider: true }), 403, messages.forbidden);
      expect(await stored(who.userId)).toEqual({ lead: 2880, second: 120, named: false });
    }
  });
});
