import { beforeAll, describe, expect, it } from 'vitest';
import { yearlyResponse } from '../../../../domain/contract/calendar';
import { messages } from '../../../../domain/messages';
import { build, expectMessage, login, type Login } from '../../helper';
import { type CalendarFixture, seedCalendarFixture, userIdOf, yearlyUrl } from './fixture';

const t = build();
let f: CalendarFixture;
let drTest: Login;

beforeAll(async () => {
  f = await seedCalendarFixture(t.app);
  drTest = await login(t.app, 'dr.test');
});

async function yearly(auth: Login, year: number, providerId = f.providerId): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: yearlyUrl(year, providerId), headers: auth.headers });
  expect(res.statusCode, res.body).toBe(200);
  return yearlyResponse.strict().parse(res.json()).appointments;
}

describe('GET /api/appointment/get/yearly', () => {
  it('given the provider, should answer each local day with appointments once, ascending, within the year', async () => {
    expect(await yearly(drTest, 2030)).toEqual([
      '2030-03-04',
      '2030-03-05',
      '2030-03-06',
      '2030-03-07',
      '2030-03-08',
      // 23:30 on 31 December in New York is 2031 in UTC: still 2030's last day.
      '2030-12-31',
    ]);
  });

  it('should keep to the year bounds: 31 December and 1 January fall in their own local years', async () => {
    expect(await yearly(drTest, 2029)).toEqual(['2029-12-31']);
    expect(await yearly(drTest, 2031)).toEqual(['2031-01-01']);
    expect(await yearly(drTest, 2026)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
  });

  it('should leave out a day whose only appointment is deleted, and answer an empty list for an empty year', async () => {
    expect(await yearly(drTest, 2030)).not.toContain('2030-04-01');
    expect(await yearly(drTest, 2040)).toEqual([]);
  });

  it('given a portal client (22) or other person (25), should answer only the days of their own appointments', async () => {
    expect(await yearly(await login(t.app, 'test.client'), 2030)).toEqual(['2030-03-05', '2030-03-06']);
    expect(await yearly(await login(t.app, 'test.other'), 2030)).toEqual(['2030-03-05', '2030-03-06']);
  });

  it('given the delegate, should answer the whole calendar', async () => {
    expect(await yearly(await login(t.app, 'test.delegate'), 2030)).toEqual(await yearly(drTest, 2030));
  });

  it.each([['1899'], ['2201'], ['twenty'], ['2030.5']])('given year %s, should answer 400 incorrect date', async (year) => {
    const res = await t.app.inject({ method: 'GET', url: yearlyUrl(year, f.providerId), headers: drTest.headers });
    expectMessage(res, 400, messages.incorrectDate);
  });

  describe('who may read', () => {
    it('given no session, should answer 401', async () => {
      const res = await t.app.inject({ method: 'GET', url: yearlyUrl(2030, f.providerId) });
      expectMessage(res, 401, messages.sessionInvalid);
    });

    it("given dr.rivera asking for dr.chen's calendar, should answer 403", async () => {
      const rivera = await login(t.app, 'dr.rivera');
      const res = await t.app.inject({ method: 'GET', url: yearlyUrl(2030, await userIdOf(t.app, 'dr.chen')), headers: rivera.headers });
      expectMessage(res, 403, messages.providerNotPermitted);
    });

    it('given sam.staff, should allow dr.rivera and dr.chen and refuse dr.patel', async () => {
      const sam = await login(t.app, 'sam.staff');
      await yearly(sam, 2030, await userIdOf(t.app, 'dr.rivera'));
      await yearly(sam, 2030, await userIdOf(t.app, 'dr.chen'));
      const res = await t.app.inject({ method: 'GET', url: yearlyUrl(2030, await userIdOf(t.app, 'dr.patel')), headers: sam.headers });
      expectMessage(res, 403, messages.providerNotPermitted);
    });

    it("given dana.delegate, should allow dr.rivera's calendar", async () => {
      await yearly(await login(t.app, 'dana.delegate'), 2030, await userIdOf(t.app, 'dr.rivera'));
    });

    it("given a portal user, should refuse another practice's calendar", async () => {
      const portal = await login(t.app, 'test.other');
      const res = await t.app.inject({ method: 'GET', url: yearlyUrl(2030, f.riveraId), headers: portal.headers });
      expectMessage(res, 403, messages.providerNotPermitted);
    });
  });
});
