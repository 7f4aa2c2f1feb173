import { describe, expect, it } from 'vitest';
import type { PermittedUser } from '../../../../domain/contract/auth';
import { providerChoices } from '../../../../domain/providers';
import { parseAddQuery } from '../../../../features/appointments/form/add-query';
import { bookableProvider, providerOptionsOf } from '../../../../features/appointments/form/provider-choice';

const permitted = (id: number, lastName: string, permission_id: number | null = null): PermittedUser => ({
  id,
  firstName: 'Dr',
  lastName,
  middleName: '',
  namePrefix: '',
  nameSuffix: '',
  permission_id,
  permission_status: null,
  videoUserID: null,
  connectUserID: null,
  add_video_appointment_permission: null,
  delete_video_appointment_permission_refused: false,
  subscriber_id: id,
  emailPermission: true,
});

const list = [permitted(1, 'Rivera'), permitted(2, 'Chen'), permitted(3, 'Patel', 4)];
const sam = { userId: 10, userRole: 11, firstName: 'Sam', lastName: 'Okafor', subscriber_id: null };

describe('the booking form provider picker (issue 27 item 6)', () => {
  it('given sam.staff, should offer the providers he books for, not himself nor the non-permitted one', () => {
    const options = providerOptionsOf(providerChoices(sam, list), list);
    expect(options).toEqual([
      { value: '1', label: 'Rivera, Dr' },
      { value: '2', label: 'Chen, Dr' },
    ]);
  });

  it('given one provider only (the server answers false), should offer none: the picker is not shown', () => {
    expect(providerOptionsOf(false, list)).toEqual([]);
  });

  it('given a provider the session no longer may pick, should leave it out', () => {
    expect(providerOptionsOf([{ id: 3, firstName: 'Dr', lastName: 'Patel' }], list)).toEqual([]);
  });

  it('given a provider asked by the link, should book for them only when they are one of the choices', () => {
    const choices = providerChoices(sam, list);
    expect(bookableProvider(2, choices)).toBe(2);
    expect(bookableProvider(3, choices)).toBeUndefined();
    expect(bookableProvider(10, choices)).toBeUndefined();
    expect(bookableProvider(999, choices)).toBeUndefined();
    expect(bookableProvider(undefined, choices)).toBeUndefined();
  });
});

describe('parseAddQuery: provider', () => {
  it("given a team lane's link, should read the provider with the day and time", () => {
    expect(parseAddQuery('?date=2026-11-25&start=14:30&provider=42')).toEqual({ date: '2026-11-25', start: { hour: 14, minute: 30 }, provider: 42 });
  });

  it.each([['0'], ['-3'], ['042'], ['1.5'], ['4e2'], ['abc'], ['2147483648'], ['99999999999'], ['']])('given the provider %j, should ignore it', (provider) => {
    expect(parseAddQuery(`?date=2026-11-25&provider=${encodeURIComponent(provider)}`)).toEqual({ date: '2026-11-25' });
  });
});
