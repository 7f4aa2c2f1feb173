import { describe, expect, it } from 'vitest';
import { MAIL_SEARCH_TERM_MAX, mailSearchParams } from '../../../../domain/contract/mail';
import {
  DEFAULT_MAIL_SEARCH_FILTERS,
  checkMailSearch,
  defaultMailSearchRange,
  mailResultDate,
  mailSearchPath,
  nextMailSearchFilters,
  toggleMailSearchFilter,
} from '../../../../domain/mail/search-query';

const query = { term: 'receipt', filters: DEFAULT_MAIL_SEARCH_FILTERS, from: '2026-03-01', to: '2026-09-01' };

describe('mail search filters', () => {
  it('should start with All ticked', () => {
    expect(DEFAULT_MAIL_SEARCH_FILTERS).toEqual(['all']);
  });

  it('given a field ticked, should untick All; given All ticked, should untick the fields', () => {
    expect(toggleMailSearchFilter(['all'], 'subject', true)).toEqual(['subject']);
    expect(toggleMailSearchFilter(['subject'], 'receiver', true)).toEqual(['subject', 'receiver']);
    expect(toggleMailSearchFilter(['subject', 'sender'], 'all', true)).toEqual(['all']);
  });

  it('given the last one unticked, should leave none (the search then asks for one)', () => {
    expect(toggleMailSearchFilter(['all'], 'all', false)).toEqual([]);
  });

  it("should read a checkbox group's new ticks as the one box that changed", () => {
    expect(nextMailSearchFilters(['all'], ['all', 'sender'])).toEqual(['sender']);
    expect(nextMailSearchFilters(['sender'], ['all', 'sender'])).toEqual(['all']);
    expect(nextMailSearchFilters(['sender', 'subject'], ['subject'])).toEqual(['subject']);
  });
});

describe('mail search dates', () => {
  it('should default to 3 months either side of today (spec 9)', () => {
    expect(defaultMailSearchRange('2026-05-31')).toEqual({ from: '2026-02-28', to: '2026-08-31' });
    expect(defaultMailSearchRange('2026-01-15')).toEqual({ from: '2025-10-15', to: '2026-04-15' });
  });

  it('should show a result as MM-DD-YYYY in the viewer zone', () => {
    expect(mailResultDate('2026-06-02T02:00:00.000Z', 'America/New_York')).toBe('06-01-2026');
    expect(mailResultDate('2026-06-02T02:00:00.000Z', 'Europe/Berlin')).toBe('06-02-2026');
  });
});

describe('checks before a mail search', () => {
  it('given a term and a filter, should pass', () => {
    expect(checkMailSearch(query)).toBeNull();
  });

  it('given no term, should ask for one first', () => {
    expect(checkMailSearch({ ...query, term: '  ', filters: [] })).toBe('searchTermRequired');
  });

  it("given no filter ticked, should say 'Please select a filter' (spec 5)", () => {
    expect(checkMailSearch({ ...query, filters: [] })).toBe('searchFilterRequired');
  });

  it('given dates missing, reversed, impossible or too far apart, should refuse them', () => {
    expect(checkMailSearch({ ...query, from: '' })).toBe('incorrectDate');
    expect(checkMailSearch({ ...query, from: '2026-09-02' })).toBe('incorrectDate');
    expect(checkMailSearch({ ...query, to: '2026-02-31' })).toBe('incorrectDate');
    expect(checkMailSearch({ ...query, from: '2020-01-01' })).toBe('searchRangeTooLong');
  });

  it('given a term longer than the server takes, should refuse it', () => {
    expect(checkMailSearch({ ...query, term: 'x'.repeat(MAIL_SEARCH_TERM_MAX + 1) })).toBe('invalidRequest');
  });
});

describe('the mail search path', () => {
  it('should put months 1-12, the encoded term and the 0/1 flags where spec 7 says', () => {
    expect(mailSearchPath({ ...query, term: ' o connor/x ', filters: ['subject', 'receiver'], userId: 7, providerId: 2 })).toBe(
      'portalemail/search/7/1/3/2026/1/9/2026/o%20connor%2Fx/2/0/1/0/1',
    );
  });

  it('should be a path the server contract reads back', () => {
    const path = mailSearchPath({ ...query, term: 'Re: 50% & more', userId: 7, providerId: 2 });
    const [, , userId, startDay, startMonth, startYear, endDay, endMonth, endYear, term, providerId, all, subject, sender, receiver] = path.split('/');
    const parsed = mailSearchParams.parse({
      userId,
      startDay,
      startMonth,
      startYear,
      endDay,
      endMonth,
      endYear,
      term: decodeURIComponent(term!),
      providerId,
      all,
      subject,
      sender,
      receiver,
    });
    expect(parsed).toMatchObject({ userId: 7, startMonth: 3, endMonth: 9, term: 'Re: 50% & more', providerId: 2, all: true, subject: false });
  });
});
