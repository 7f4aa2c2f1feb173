import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../../domain/messages';
import { appointments, providerPermissions, users } from '../../../../server/db/schema/index';
import { hashPassword } from '../../../../server/auth/passwords';
import { DEMO_PASSWORD } from '../../../../server/seed/demo-logins';
import { build, expectMessage, login, type Login } from '../../helper';
import { add, oneOff, seedIds as appointmentIds, type Ids } from '../appointment/write-helpers';
import { clientForm, seedIds, type SeedIds } from './client-fixture';

/**
 * Spec 8 'Client added successfully, but you don't have enough permission to
 * view or add an appointment' (issue 25 item 12): a delegate whose own
 * permission towards the practice has permission_id set lacks
 * addionalPermissionToAddEditAndDelete (spec 6). They may still add a
 * client, and are told so with that text; the appointment calls refuse them.
 */
const t = build();
let ids: SeedIds;
let appointmentFixture: Ids;
let restricted: Login;
let dana: Login;

beforeAll(async () => {
  ids = await seedIds(t.app);
  appointmentFixture = await appointmentIds(t.app);
  const [row] = await t.app.db
    .insert(users)
    .values({ username: 'restricted.delegate', passwordHash: await hashPassword(DEMO_PASSWORD), role: 24, userType: 1, firstName: 'Rae', lastName: 'Stricter', subscriberId: ids.rivera })
    .returning({ id: users.id });
  await t.app.db.insert(providerPermissions).values({ userId: row!.id, providerId: ids.rivera, permissionId: 3, permissionStatus: null });
  restricted = await login(t.app, 'restricted.delegate');
  dana = await login(t.app, 'dana.delegate');
});

const addClient = (who: Login, lastName: string) =>
  t.app.inject({ method: 'POST', url: '/api/clients/add', headers: who.headers, payload: { ...clientForm(ids), lastName, email: [] } });

const appointmentCount = async () => (await t.app.db.select({ n: count() }).from(appointments).where(eq(appointments.providerId, ids.rivera)))[0]!.n;

describe('a user without the add-edit-delete permission', () => {
  it("given a client added, should save it and say the user cannot go on to an appointment", async () => {
    const res = await addClient(restricted, 'Restricted');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ client: { lastName: 'Restricted', providerID: ids.rivera }, message: messages.clientAddedNoAppointmentPermission, code: 200 });
  });

  it('given a delegate with the permission, should say only that the client was added', async () => {
    expect((await addClient(dana, 'Permitted')).json()).toMatchObject({ message: messages.clientAdded });
  });

  it('given an appointment add, should refuse it with 403 and book nothing', async () => {
    const before = await appointmentCount();
    const payload = oneOff({ providerId: ids.rivera, contactId: appointmentFixture.client['Priya']!, date: [2031, 6, 2] });
    expectMessage(await add(t.app, restricted, payload), 403, messages.forbidden);
    expect(await appointmentCount()).toBe(before);
    // The same payload from a delegate with the permission books.
    expect((await add(t.app, dana, payload)).statusCode).toBe(200);
  });
});
