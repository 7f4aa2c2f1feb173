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
const delegate = { userId: 20, userRole: 24, firstName: 'Dana', lastName: 'Delegate', subscriber_id: 1 };

describe('providers', () => {
  it('given a staff user, should list themselves first and leave out non-permitted providers', () => {
    expect(providerChoices(staff, list).map((p) => p.id)).toEqual([10, 1, 2]);
  });

  it('given a delegate, should list only the providers the server returned', () => {
    expect(providerChoices(delegate, list).map((p) => p.id)).toEqual([1, 2]);
  });

  it('given a delegate, should act for the subscriber by default; others for themselves', () => {
    expect(defaultProviderId(delegate, list)).toBe(1);
    expect(defaultProviderId(staff, list)).toBe(10);
  });

  it('when switching, should allow only someone in the permitted list', () => {
    expect(canSwitchToProvider(2, staff, list)).toBe(true);
    expect(canSwitchToProvider(3, staff, list)).toBe(false);
    expect(canSwitchToProvider(99, staff, list)).toBe(false);
  });
});
