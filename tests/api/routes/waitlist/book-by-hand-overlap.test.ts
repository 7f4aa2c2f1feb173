/**
 * Booking a waitlist entry by hand (issue 29) keeps staff booking's overlap
 * rule and its words: a taken time answers the spec's overlap question
 * (409, `overlap: true`), the entry keeps waiting and nothing is booked;
 * the same body with allow_overlap books it and the entry is 'booked'; a
 * repeat finds it no longer waiting and books nothing twice (the call
 * carries no Idempotency-Key). The waitlist screen's dialog relies on these.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { overlapResponse } from '../../../../domain/contract/appointment';
import { waitlistBookResponse } from '../../../../domain/contract/waitlist';
import { messages } from '../../../../domain/messages';
import { build, expectMessage, login, type Login } from '../../helper';
import { NY, localAt } from '../../reminders/reminder-kit';
import { addEntry, bookEvening, clearEvening, entryStatus, eveningAt, liveAt, newClient } from '../../waitlist/waitlist-kit';
import { seedIds, type Ids } from '../appointment/write-helpers';

const t = build();
let ids: Ids;
let rivera: Login;

beforeAll(async () => {
  ids = await seedIds(t.app);
  rivera = await login(t.app, 'dr.rivera');
});

const two = (n: number) => String(n).padStart(2, '0');

describe('POST waitlist/book by hand', () => {
  it('given a taken evening when staff book an entry into it should ask the overlap question, then book on allow_overlap and refuse a repeat', async () => {
    const app = t.app;
    const at = eveningAt(4);
    await clearEvening(app, ids.rivera, at);
    const other = await newClient(app, ids.rivera, 'hand-other');
    const waiting = await newClient(app, ids.rivera, 'hand-waiting');
    await bookEvening(app, rivera, ids.rivera, other.id, at);
    const entry = await addEntry(app, rivera, ids.rivera, waiting.id);
    const l = localAt(at, NY);
    const body = { date: `${l.date[0]}-${two(l.date[1])}-${two(l.date[2])}`, start_minute: l.start[0] * 60 + l.start[1], location_kind: 'video' };
    const url = `/api/waitlist/book/${entry}`;

    const asked = await app.inject({ method: 'POST', url, headers: rivera.headers, payload: body });
    expect(asked.statusCode, asked.body).toBe(409);
    expect(overlapResponse.parse(asked.json())).toMatchObject({ message: messages.overlapQuestion, overlap: true });
    expect(await entryStatus(app, entry)).toBe('waiting');
    expect(await liveAt(app, ids.rivera, at)).toHaveLength(1);

    const booked = await app.inject({ method: 'POST', url, headers: rivera.headers, payload: { ...body, allow_overlap: true } });
    expect(booked.statusCode, booked.body).toBe(200);
    const answer = waitlistBookResponse.parse(booked.json());
    expect(answer).toMatchObject({ message: messages.waitlistEntryBooked, entry: { status: 'booked', appointment_id: answer.appointment_id } });
    expect((await liveAt(app, ids.rivera, at)).map((a) => a.client_id).sort()).toEqual([other.id, waiting.id].sort());

    expectMessage(await app.inject({ method: 'POST', url, headers: rivera.headers, payload: { ...body, allow_overlap: true } }), 409, messages.waitlistNotWaiting);
    expect(await liveAt(app, ids.rivera, at)).toHaveLength(2);
  });
});
