import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentPayloadInput } from '../../../../domain/contract/appointment';
import { messages } from '../../../../domain/messages';
import { appointments } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { add, edit, idOf, type Ids, oneOff, saved, seedIds } from './write-helpers';

/**
 * Secure Video turned off by the operator (SECURE_VIDEO_BASE_URL empty;
 * issue 25 item 13): secure_video/base_url answers '', the form stops
 * offering it, and the server books no session that could never be joined.
 */
const t = build({ secureVideoBaseUrl: undefined });
let ids: Ids;
let rivera: Login;

beforeAll(async () => {
  ids = await seedIds(t.app);
  rivera = await login(t.app, 'dr.rivera');
});

const office = (day: number): AppointmentPayloadInput => oneOff({ providerId: ids.rivera, contactId: ids.client['Priya']!, date: [2031, 7, day] });
const video = (day: number, kind: 'secure' | 'connect'): AppointmentPayloadInput => ({
  ...office(day),
  is_office: false,
  is_video: true,
  officeLocation: null,
  meadow_video: true,
  connect_video: kind === 'connect',
});

describe('Secure Video turned off', () => {
  it("should answer base_url ''", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/secure_video/base_url', headers: rivera.headers });
    expect(res.json()).toEqual({ code: 200, base_url: '' });
  });

  it('given a Secure Video booking, should refuse it and book nothing; Meadow Connect still books', async () => {
    const before = await t.app.db.$count(appointments);
    expectMessage(await add(t.app, rivera, video(1, 'secure')), 400, messages.incorrectVideoOption);
    expect(await t.app.db.$count(appointments)).toBe(before);
    expect((await add(t.app, rivera, video(1, 'connect'))).statusCode).toBe(200);
  });

  it('given an edit to Secure Video, should refuse it; an appointment that already is one may stay one', async () => {
    const plain = idOf(saved(await add(t.app, rivera, office(2))));
    expectMessage(await edit(t.app, rivera, video(2, 'secure'), plain, 'single'), 400, messages.incorrectVideoOption);

    // Booked while the service was on: Secure Video, with its room.
    const kept = idOf(saved(await add(t.app, rivera, video(3, 'connect'))));
    await t.app.db.update(appointments).set({ isConnect: false, secureVideoSessionId: 'a'.repeat(64) }).where(eq(appointments.id, kept));
    const res = await edit(t.app, rivera, { ...video(3, 'secure'), notes: 'Kept on Secure Video' }, kept, 'single');
    expect(res.statusCode, res.body).toBe(200);
  });
});
