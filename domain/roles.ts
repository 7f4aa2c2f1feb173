/**
 * Roles and permission predicates of spec section 6. Pure: the browser uses
 * them to show or hide, the server to allow or refuse.
 */
export const STAFF_ROLES = [7, 8, 11, 24] as const;
export const PORTAL_ROLES = [22, 25] as const;
export const PROVIDER_ROLES = [7, 8, 11] as const;
export const ALL_ROLES = [...STAFF_ROLES, ...PORTAL_ROLES] as const;
export const NON_PORTAL_USER_TYPES = [1, 2, 4] as const;

export const DELEGATE_ROLE = 24;
export const PORTAL_CLIENT_ROLE = 22;
export const PORTAL_OTHER_ROLE = 25;

export type Role = (typeof ALL_ROLES)[number];

export interface RoleHolder {
  userRole: number;
  userType: number | null;
}

export const isKnownRole = (role: number): role is Role => (ALL_ROLES as readonly number[]).includes(role);

export const isStaffRole = (role: number): boolean => (STAFF_ROLES as readonly number[]).includes(role);

export const isPortalRole = (role: number): boolean => (PORTAL_ROLES as readonly number[]).includes(role);

/** Staff-type roles count as non-portal only with userType 1, 2 or 4. */
export const isNonPortalUser = ({ userRole, userType }: RoleHolder): boolean =>
  isStaffRole(userRole) && userType !== null && (NON_PORTAL_USER_TYPES as readonly number[]).includes(userType);

/** A session whose role or type makes no sense is ended (spec 4). */
export const isValidRoleAndType = (holder: RoleHolder): boolean =>
  isPortalRole(holder.userRole) || isNonPortalUser(holder);

/** Add and contact screens and the hamburger menu. */
export const canOpenStaffScreens = isNonPortalUser;

/** Portal users (and delegates) act for their subscriber; everybody else for themselves by default. */
export const usesSubscriberAsProvider = (role: number): boolean => role === DELEGATE_ROLE || isPortalRole(role);

export interface PermissionFlags {
  permission_id: number | null;
  permission_status: number | null;
}

/** A provider with permission_id or permission_status set is left out of pick lists. */
export const isPickableProvider = (p: PermissionFlags): boolean =>
  p.permission_id === null && p.permission_status === null;

/** addionalPermissionToAddEditAndDelete: both null. */
export const hasAddEditDeletePermission = isPickableProvider;

/** 'Start video session' on the provider side (7, 8, 11) and the portal side (22, 25). */
export const canStartVideoSession = (role: number): boolean =>
  (PROVIDER_ROLES as readonly number[]).includes(role) || isPortalRole(role);

/** Deep date-range search, normal header search and some favourite icons are hidden for portal roles. */
export const hidesDeepSearch = isPortalRole;

/** Role 24 sees no group chat. */
export const canUseGroupChat = (role: number): boolean => role !== DELEGATE_ROLE;

/** The practice's own provider: the role that owns a practice's records and its audit trail. */
export const PROVIDER_ROLE = 7;

/** The audit trail screen and its calls (issue 13): the provider, for their own practice only. */
export const canReadAuditTrail = (role: number): boolean => role === PROVIDER_ROLE;
