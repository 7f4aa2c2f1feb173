import { describe, expect, it } from 'vitest';
import type { PermittedUser } from '../../../domain/contract/auth';
import { canSwitchToProvider, defaultProviderId, providerChoices } from '../../../domain/providers';

const provider = (id: number, lastName: string, permission_id: number | null = null): PermittedUser => ({
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

const list = [provider(1, 'Rivera'), provider(2, 'Chen'), provider(3, 'Patel', 4)];
const staff = { userId: 10, userRole: 11, firstName: 'Sam', lastName: 'Staff', subscriber_id: null };
const practiceProvider = { userId: 30, userRole: 7, firstName: 'Maria', lastName: 'Rivera', subscriber_id: null };
const delegate = { userId: 20, userRole: 24, firstName: 'Dana', lastName: 'Delegate', subscriber_id: 1 };

describe('providers', () => {
  it('given a provider (role 7), should list themselves first and leave out non-permitted providers', () => {
    expect(providerChoices(practiceProvider, list).map((p) => p.id)).toEqual([30, 1, 2]);
  });

  it('given a staff member who is not a provider (role 11), should offer only the providers they act for, not themselves (issue 27 item 6)', () => {
    expect(providerChoices(staff, list).map((p) => p.id)).toEqual([1, 2]);
    expect(providerChoices({ ...staff, userRole: 8 }, list).map((p) => p.id)).toEqual([1, 2]);
    expect(canSwitchToProvider(10, staff, list)).toBe(false);
  });

  it('given a staff member with nobody permitted, should offer themselves so the session acts for someone', () => {
    expect(providerChoices(staff, [provider(3, 'Patel', 4)]).map((p) => p.id)).toEqual([10]);
    expect(defaultProviderId(staff, [])).toBe(10);
  });

  it('given a delegate, should list only the providers the server returned', () => {
    expect(providerChoices(delegate, list).map((p) => p.id)).toEqual([1, 2]);
  });

  it('given a delegate, should act for the subscriber by default; a provider for themselves; staff for their first provider', () => {
    expect(defaultProviderId(delegate, list)).toBe(1);
    expect(defaultProviderId(practiceProvider, list)).toBe(30);
    expect(defaultProviderId(staff, list)).toBe(1);
  });

  it('when switching, should allow only someone in the permitted list', () => {
    expect(canSwitchToProvider(2, staff, list)).toBe(true);
    expect(canSwitchToProvider(3, staff, list)).toBe(false);
    expect(canSwitchToProvider(99, staff, list)).toBe(false);
  });
});
