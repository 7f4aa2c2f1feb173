import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appointmentByIdResponse } from '../../../../domain/contract/appointment';
import { persons } from '../../../../server/db/schema/index';
import { build, login, type Login } from '../../helper';
import { yearlyUrl } from './fixture';
import { add, daily, edit, idOf, type Ids, oneOff, rowById, saved, seedIds, weekly } from './write-helpers';

/**
 * Issue 26, item 1: an appointment's notes belong to the practice. No answer
 * to a portal user (roles 22 and 25) carries them; the 'Note for the client'
 * is what they read. Notes are sanitised when stored.
 */

const t = build();
let ids: Ids;
let rivera: Login;
let sam: Login;
let alex: Login;
let jo: Login;
let joPersonId: number;

const SECRET = 'Rule out GAD; discuss SSRI titration';
const FOR_CLIENT = 'Please bring your intake forms.';

beforeAll(async () => {
  ids = await seedIds(t.app);
  [rivera, sam, alex, jo] = await Promise.all([login(t.app, 'dr.rivera'), login(t.app, 'sam.staff'), login(t.app, 'alex.client'), login(t.app, 'jo.other')]);
  const [jos] = await t.app.db.select({ id: persons.id }).from(persons).where(eq(persons.userId, jo.userId));
  joPersonId = jos!.id;
});

const ofAlex = (date: [number, number, number]) => ({ providerId: ids.rivera, contactId: ids.client['Alex']!, date });

async function getById(who: Login, id: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/appointment/get/id/${id}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, appointment: appointmentByIdResponse.parse(res.json()).appointment };
}

describe('private notes and the note for the client', () => {
  it('given an appointment of a portal client, should answer its notes to staff and only the note for the client to the client', async () => {
    const id = idOf(saved(await add(t.app, rivera, { ...oneOff(ofAlex([2034, 3, 7])), notes: SECRET, client_note: FOR_CLIENT })));
    for (const staff of [rivera, sam]) {
      expect((await getById(staff, id)).appointment).toMatchObject({ notes: SECRET, client_note: FOR_CLIENT });
    }
    const portal = await getById(alex, id);
    expect(portal.appointment).toMatchObject({ notes: '', client_note: FOR_CLIENT });
    expect(portal.body).not.toContain('GAD');
  });

  it('given the daily (every field and calendar fields) and yearly calls, should answer no portal user the notes', async () => {
    const series = saved(
      await add(t.app, rivera, { ...weekly({ ...ofAlex([2034, 4, 4]), until: [2034, 4, 25] }), notes: SECRET, client_note: FOR_CLIENT }),
    );
    idOf(series);
    const joAppointment = saved(
      await add(t.app, rivera, {
        ...oneOff({ providerId: ids.rivera, contactId: joPersonId, date: [2034, 4, 11] }),
        appointmentType: { id: joPersonId, type: 'other_event', name: '' },
        notes: SECRET,
        allow_overlap: true,
      }),
    );
    idOf(joAppointment);
    const staffDays = await daily(t.app, rivera, [2034, 4, 1], [2034, 4, 30], ids.rivera);
    expect(staffDays.filter((a) => a.notes === SECRET)).toHaveLength(5);
    for (const who of [alex, jo]) {
      const days = await daily(t.app, who, [2034, 4, 1], [2034, 4, 30], ids.rivera);
      expect(days.length).toBeGreaterThan(0);
      for (const a of days) expect(a.notes).toBe('');
      for (const url of [
        `/api/appointment/get/daily/1/4/2034/30/4/2034/${ids.rivera}`,
        `/api/appointment/get/daily/1/4/2034/30/4/2034/${ids.rivera}?fields=calendar`,
        yearlyUrl(2034, ids.rivera),
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers: who.headers });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.body).not.toContain('GAD');
      }
    }
    expect((await daily(t.app, alex, [2034, 4, 1], [2034, 4, 30], ids.rivera)).map((a) => a.client_note)).toContain(FOR_CLIENT);
  });

  it('given an edit that changes the notes, should send the portal client a refresh that carries no note', async () => {
    const id = idOf(saved(await add(t.app, rivera, oneOff(ofAlex([2034, 5, 2])))));
    const toUsers = vi.spyOn(t.app.realtime, 'toUsers');
    try {
      saved(await edit(t.app, rivera, { ...oneOff(ofAlex([2034, 5, 2])), notes: SECRET }, id, 'single'));
      const toAlex = toUsers.mock.calls.filter(([userIds]) => userIds.includes(alex.userId));
      expect(toAlex.length).toBeGreaterThan(0);
      expect(JSON.stringify(toAlex)).not.toContain('GAD');
    } finally {
      toUsers.mockRestore();
    }
  });

  it('given notes with scripts, event handlers and layout attributes, should store them sanitised and plain text as typed', async () => {
    const dirty = '<p style="position:fixed" onclick="steal()">Check <b>sleep</b></p><script>alert(1)</script><img src="https://x.example/p.gif">';
    const id = idOf(saved(await add(t.app, rivera, { ...oneOff(ofAlex([2034, 6, 6])), notes: dirty, client_note: dirty })));
    const row = await rowById(t.app, id);
    expect(row.notes).toBe('<p>Check <b>sleep</b></p>');
    expect(row.clientNote).toBe('<p>Check <b>sleep</b></p>');
    const plain = idOf(saved(await add(t.app, rivera, { ...oneOff(ofAlex([2034, 6, 7])), notes: '  Fees & forms  ' })));
    expect((await rowById(t.app, plain)).notes).toBe('Fees & forms');
  });
});
