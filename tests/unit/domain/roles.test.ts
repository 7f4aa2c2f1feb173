import { describe, expect, it } from 'vitest';
import {
  canOpenStaffScreens,
  canStartVideoSession,
  canUseGroupChat,
  hasAddEditDeletePermission,
  hidesDeepSearch,
  isNonPortalUser,
  isPickableProvider,
  isPortalRole,
  isValidRoleAndType,
  usesSubscriberAsProvider,
} from '../../../domain/roles';

describe('roles', () => {
  it.each([7, 8, 11, 24])('given staff role %i with userType 1, 2 or 4, should count as non-portal', (role) => {
    for (const userType of [1, 2, 4]) expect(isNonPortalUser({ userRole: role, userType })).toBe(true);
  });

  it('given a staff role with userType 3 or none, should not count as non-portal', () => {
    expect(isNonPortalUser({ userRole: 7, userType: 3 })).toBe(false);
    expect(isNonPortalUser({ userRole: 11, userType: null })).toBe(false);
    expect(canOpenStaffScreens({ userRole: 7, userType: 3 })).toBe(false);
  });

  it('given portal roles 22 and 25, should be portal and never non-portal', () => {
    expect(isPortalRole(22)).toBe(true);
    expect(isPortalRole(25)).toBe(true);
    expect(isNonPortalUser({ userRole: 22, userType: 1 })).toBe(false);
    expect(hidesDeepSearch(25)).toBe(true);
    expect(hidesDeepSearch(7)).toBe(false);
  });

  it('given an unknown role or an invalid type, should make the session invalid', () => {
    expect(isValidRoleAndType({ userRole: 99, userType: 1 })).toBe(false);
    expect(isValidRoleAndType({ userRole: 8, userType: 9 })).toBe(false);
    expect(isValidRoleAndType({ userRole: 22, userType: null })).toBe(true);
    expect(isValidRoleAndType({ userRole: 24, userType: 4 })).toBe(true);
  });

  it('given permission id or status set, should not be pickable nor allowed to add, edit or delete', () => {
    expect(isPickableProvider({ permission_id: null, permission_status: null })).toBe(true);
    expect(isPickableProvider({ permission_id: 3, permission_status: null })).toBe(false);
    expect(isPickableProvider({ permission_id: null, permission_status: 0 })).toBe(false);
    expect(hasAddEditDeletePermission({ permission_id: null, permission_status: 1 })).toBe(false);
  });

  it('should follow the video, group chat and subscriber rules of section 6', () => {
    expect([7, 8, 11, 22, 25].every(canStartVideoSession)).toBe(true);
    expect(canStartVideoSession(24)).toBe(false);
    expect(canUseGroupChat(24)).toBe(false);
    expect(canUseGroupChat(7)).toBe(true);
    expect(usesSubscriberAsProvider(24)).toBe(true);
    expect(usesSubscriberAsProvider(22)).toBe(true);
    expect(usesSubscriberAsProvider(11)).toBe(false);
  });
});
