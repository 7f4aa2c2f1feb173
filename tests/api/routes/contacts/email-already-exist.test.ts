import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientAddInput } from '../../../../domain/contract/clients';
import { messages } from '../../../../domain/messages';
import { clients, persons } from '../../../../server/db/schema/index';
import { build, expectMessage, login, type Login } from '../../helper';
import { clientForm, clientIdOf, personIdOf, seedIds, type SeedIds } from '../clients/client-fixture';

/**
 * Spec 5's 'Email already exist' (issue 25 item 11): an e-mail on another
 * client or other person of the same provider is refused on add and edit,
 * compared trimmed and without regard to case; nothing is saved.
 */
const t = build();
let rivera: Login;
let ids: SeedIds;
/** dr.rivera's Priya Shah (priya@example.com) and Ruth Adler (ruth@example.com); dr.chen's Grace Lopez (grace@example.com). */
let seeded: { priya: number; ruth: number; ines: number };

beforeAll(async () => {
  rivera = await login(t.app, 'dr.rivera');
  ids = await seedIds(t.app);
  seeded = {
    priya: await clientIdOf(t.app, 'Priya', 'Shah'),
    ruth: await personIdOf(t.app, 'Ruth', 'Adler'),
    ines: await personIdOf(t.app, 'Ines', 'Moreau'),
  };
});

const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.app.inject({ method, url, payload, headers: rivera.headers });
const addClient = (lastName: string, email: string[]) => send('POST', '/api/clients/add', { ...clientForm(ids), lastName, email });
const editClient = (clientId: number, change: Partial<ClientAddInput>) =>
  send('PUT', `/api/clients/edit/${ids.rivera}`, { ...clientForm(ids), clientId, ...change });
const person = (lastName: string, email: string[], providerID = ids.rivera) => ({ firstName: 'Tess', lastName, email, providerID });
const addPerson = (lastName: string, email: string[], providerID?: number) => send('POST', '/api/others/add', person(lastName, email, providerID));
const editPerson = (id: number, lastName: string, email: string[]) => send('PUT', `/api/others/edit/${id}`, person(lastName, email));

const contactsCount = async () => (await t.app.db.$count(clients)) + (await t.app.db.$count(persons));

/** A refusal with the table's text that leaves both contact tables as they were. */
async function expectTaken(call: () => ReturnType<typeof send>): Promise<void> {
  const before = { count: await contactsCount(), clients: await t.app.db.select().from(clients), persons: await t.app.db.select().from(persons) };
  expectMessage(await call(), 409, messages.emailAlreadyExists);
  expect(await contactsCount()).toBe(before.count);
  expect(await t.app.db.select().from(clients)).toEqual(before.clients);
  expect(await t.app.db.select().from(persons)).toEqual(before.persons);
}

describe('Email already exist (spec 5)', () => {
  it("given an e-mail on another client of the provider, in other case and with spaces, when adding a client or a person, should refuse it and save nothing", async () => {
    await expectTaken(() => addClient('Dupe', [' PRIYA@Example.com ']));
    await expectTaken(() => addPerson('Dupe', ['', 'Priya@example.COM']));
  });

  it('given an e-mail on an other person of the provider, when adding a client or a person, should refuse it', async () => {
    await expectTaken(() => addClient('Dupe', ['ruth@EXAMPLE.com']));
    await expectTaken(() => addPerson('Dupe', ['Ruth@example.com']));
  });

  it("given an e-mail only another provider's contact has, should add it", async () => {
    const res = await addClient('Lopez-Twin', ['grace@example.com']);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('given a client keeping its own e-mail, should save the edit; given another contact’s e-mail, should refuse and change nothing', async () => {
    const kept = await editClient(seeded.priya, { firstName: 'Priya', lastName: 'Shah', email: ['PRIYA@example.com'] });
    expect(kept.statusCode, kept.body).toBe(200);
    await expectTaken(() => editClient(seeded.priya, { firstName: 'Priya', lastName: 'Shah', email: ['priya@example.com', 'ines@example.com'] }));
  });

  it('given a person keeping its own e-mail, should save the edit; given a client’s e-mail, should refuse and change nothing', async () => {
    const kept = await editPerson(seeded.ruth, 'Adler', [' Ruth@Example.com']);
    expect(kept.statusCode, kept.body).toBe(200);
    await expectTaken(() => editPerson(seeded.ruth, 'Adler', ['marcus@example.com']));
  });

  it("given another practice's person, should answer it is gone before anything about e-mails", async () => {
    const dev = await personIdOf(t.app, 'Dev', 'Rao');
    expectMessage(await editPerson(dev, 'Rao', ['priya@example.com']), 404, messages.contactGone);
  });

  it('given adds of one new e-mail at once, clients and persons, should let exactly one through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => [addClient('Racer', ['racer@example.com']), addPerson('Racer', ['RACER@example.com'])]).flat(),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const holders =
      (await t.app.db.select().from(clients).where(eq(clients.lastName, 'Racer'))).length +
      (await t.app.db.select().from(persons).where(eq(persons.lastName, 'Racer'))).length;
    expect(holders).toBe(1);
  });
});
