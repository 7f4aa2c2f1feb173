/**
 * The portal client's waitlist calls (issue 29) for alex.client (role 22,
 * a client of dr.rivera): join, see their own entry and offers, leave, and
 * answer an offer from the portal. Joining another provider's list, joining
 * as staff or as an other person, joining twice, and answering another
 * client's offer are refused with the spec's texts.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitlistMineEntryResponse, waitlistMineResponse, waitlistOfferResponse } from '../../../domain/contract/waitlist';
import { messages } from '../../../domain/messages';
import { build, expectMessage, login, type Login } from '../helper';
import { seedIds } from '../routes/appointment/write-helpers';
import { entryFor, freshEntry, leaveAll, openOffer } from './waitlist-fixtures';
import { entryStatus, eveningWishes } from './waitlist-kit';

const t = build();
let alex: Login;
let rivera = 0;
let chen = 0;
let alexClient = 0;

const join = (who: Login, providerId: number) =>
  t.app.inject({ method: 'POST', url: `/api/waitlist/join/${providerId}`, headers: who.headers, payload: { wishes: eveningWishes } });
const leave = (who: Login, providerId: number) => t.app.inject({ method: 'DELETE', url: `/api/waitlist/leave/${providerId}`, headers: who.headers });
const mine = (who: Login, providerId: number) => t.app.inject({ method: 'GET', url: `/api/waitlist/mine/${providerId}`, headers: who.headers });
const answer = (who: Login, offerId: number, action: 'accept' | 'decline') =>
  t.app.inject({ method: 'POST', url: `/api/waitlist/mine/offer/${offerId}/${action}`, headers: who.headers });

beforeAll(async () => {
  alex = await login(t.app, 'alex.client');
  const ids = await seedIds(t.app);
  rivera = ids.rivera;
  alexClient = ids.client['Alex']!;
  chen = (await login(t.app, 'dr.chen')).userId;
});

describe('waitlist portal: join and leave', () => {
  it('given alex.client off the list, when they join, see, join again and leave, should hold one entry, refuse the second join and end it removed', async () => {
    await leaveAll(t.app, 'client', alexClient);
    const joined = await join(alex, rivera);
    expect(joined.statusCode, joined.body).toBe(200);
    const body = waitlistMineEntryResponse.parse(joined.json());
    expect(body.message).toBe(messages.waitlistJoined);
    expect(body.entry).toMatchObject({ status: 'waiting', added_by: 'client' });
    // Their own view leaves the contact out.
    expect(JSON.stringify(joined.json())).not.toContain('"contact"');

    const seen = waitlistMineResponse.parse((await mine(alex, rivera)).json());
    expect(seen.entry?.id).toBe(body.entry.id);
    expect(seen.offers).toEqual([]);

    expectMessage(await join(alex, rivera), 409, messages.waitlistAlreadyOn);

    const left = await leave(alex, rivera);
    expect(left.statusCode, left.body).toBe(200);
    expect(waitlistMineEntryResponse.parse(left.json())).toMatchObject({ entry: { id: body.entry.id, status: 'removed' }, message: messages.waitlistLeft });
    expect(await entryStatus(t.app, body.entry.id)).toBe('removed');
    expect(waitlistMineResponse.parse((await mine(alex, rivera)).json()).entry).toBeNull();
    expectMessage(await leave(alex, rivera), 404, messages.waitlistEntryGone);
  });

  it("given another provider's waitlist, should refuse alex.client's join with 403 and write nothing", async () => {
    await leaveAll(t.app, 'client', alexClient);
    const res = await join(alex, chen);
    expect(res.statusCode, res.body).toBe(403);
    const r = await t.app.db.execute(sql`select count(*)::int as n from waitlist_entries where provider_id = ${chen}::int`);
    expect((r as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect((await mine(alex, chen)).statusCode).toBe(403);
    expect((await leave(alex, chen)).statusCode).toBe(403);
  });

  it('given staff, a delegate or an other person, should refuse the portal join with 403', async () => {
    for (const username of ['dr.rivera', 'sam.staff', 'dana.delegate', 'jo.other']) {
      const who = await login(t.app, username);
      expectMessage(await join(who, rivera), 403, messages.waitlistPortalOnly);
    }
  });
});

describe('waitlist portal: answering offers', () => {
  it("given another client's open offer, should refuse alex.client's accept and decline with 404 and leave the offer open", async () => {
    const theirs = await openOffer(t.app, await freshEntry(t.app, rivera));
    for (const action of ['accept', 'decline'] as const) expectMessage(await answer(alex, theirs.offerId, action), 404, messages.waitlistOfferLinkInvalid);
    const r = await t.app.db.execute(sql`select status from waitlist_offers where id = ${theirs.offerId}::int`);
    expect((r as unknown as { rows: { status: string }[] }).rows[0]!.status).toBe('open');
  });

  it('given alex.client\'s own open offer, when they decline it from the portal, should close it and let them wait again; another, when they accept, should book it for them', async () => {
    await leaveAll(t.app, 'client', alexClient);
    const entry = await entryFor(t.app, rivera, 'client', alexClient);
    const first = await openOffer(t.app, entry);
    const offers = waitlistMineResponse.parse((await mine(alex, rivera)).json()).offers;
    expect(offers.map((o) => o.id)).toEqual([first.offerId]);
    const declined = await answer(alex, first.offerId, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(waitlistOfferResponse.parse(declined.json()).offer.status).toBe('declined');
    expect(await entryStatus(t.app, entry)).toBe('waiting');
    expectMessage(await answer(alex, first.offerId, 'accept'), 409, messages.waitlistOfferAnswered);

    const second = await openOffer(t.app, entry);
    const accepted = await answer(alex, second.offerId, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(waitlistOfferResponse.parse(accepted.json()).offer.status).toBe('accepted');
    expect(await entryStatus(t.app, entry)).toBe('booked');
    const r = await t.app.db.execute(sql`
      select a.client_id from waitlist_entries e join appointments a on a.id = e.appointment_id where e.id = ${entry}::int and not a.is_deleted`);
    expect((r as unknown as { rows: { client_id: number }[] }).rows.map((x) => x.client_id)).toEqual([alexClient]);
  });
});
