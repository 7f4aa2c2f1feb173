import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../domain/messages';
import { users } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';

/**
 * settings/reminders carries the cancellation window and the practice's
 * phone of a reminder's confirm-or-cancel link (issue 26 item 3).
 */
const t = build();
let rivera: Login;
const LEADS = { lead_minutes: 2880, second_lead_minutes: 120, name_provider: false };

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
});

const save = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/settings/reminders', headers: rivera.headers, payload });
const stored = async () => {
  const [row] = await t.app.db.select({ hours: users.cancellationWindowHours, phone: users.practicePhone }).from(users).where(eq(users.id, rivera.userId));
  return row;
};

describe('settings/reminders: the cancellation window and the practice phone', () => {
  it('given a window and a phone, should store them (the phone as its ten digits) and keep them when a later save leaves them out', async () => {
    const res = await save({ ...LEADS, cancellation_window_hours: 48, practice_phone: '212-555-0199' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ settings: object }>().settings).toMatchObject({ cancellation_window_hours: 48, practice_phone: '2125550199' });
    expect(await stored()).toEqual({ hours: 48, phone: '2125550199' });
    expect((await save(LEADS)).statusCode).toBe(200);
    expect(await stored()).toEqual({ hours: 48, phone: '2125550199' });
    expect((await save({ ...LEADS, practice_phone: null, cancellation_window_hours: 0 })).statusCode).toBe(200);
    expect(await stored()).toEqual({ hours: 0, phone: null });
  });

  it.each([
    ['a negative window', { cancellation_window_hours: -1 }, messages.incorrectCancellationWindow],
    ['a window past 30 days', { cancellation_window_hours: 721 }, messages.incorrectCancellationWindow],
    ['a window in part hours', { cancellation_window_hours: 1.5 }, messages.incorrectCancellationWindow],
    ['a phone of nine digits', { practice_phone: '212-555-019' }, messages.incorrectPhone],
    ['a phone with letters', { practice_phone: '212-555-01AB' }, messages.incorrectPhone],
  ])('given %s, should refuse it and keep what was stored', async (_label, extra, message) => {
    const before = await stored();
    expectMessage(await save({ ...LEADS, ...extra }), 400, message);
    expect(await stored()).toEqual(before);
  });
});
