import { z } from 'zod';
import { normalisePassword } from '../account/password-rules';
import { messages } from '../messages';
import { PASSWORD_MAX, USERNAME_MAX } from './auth-limits';

export { PASSWORD_MAX, USERNAME_MAX } from './auth-limits';

export const loginBody = z.object({
  username: z
    .string({ error: messages.loginFieldsRequired })
    .trim()
    .min(1, messages.loginFieldsRequired)
    .max(USERNAME_MAX, messages.usernameTooLong),
  password: z
    .string({ error: messages.loginFieldsRequired })
    .overwrite(normalisePassword)
    .min(1, messages.loginFieldsRequired)
    .max(PASSWORD_MAX, messages.invalidCredentials),
  /** 'Keep me signed in on this device' (issue 17 item 16): a device-bound session that locks when idle. */
  keepSignedIn: z.boolean({ error: messages.invalidRequest }).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** POST /auth/unlock: the password again, to open a kept session locked after idle time (login's rules). */
export const unlockBody = z.object({ password: loginBody.shape.password });
export type UnlockBody = z.infer<typeof unlockBody>;

export const unlockResponse = z.object({
  success: z.literal(true),
  /** Seconds until the session expires unless it is used, as login answers. */
  timeRemain: z.int32(),
});
export type UnlockResponse = z.infer<typeof unlockResponse>;

export const loginResponse = z.object({
  data: z.object({
    token: z.string(),
    userID: z.int32(),
    /** Seconds until the session expires unless it is used. */
    timeRemain: z.int32(),
  }),
});
export type LoginResponse = z.infer<typeof loginResponse>;

export const logoutResponse = z.object({ success: z.literal(true) });

const nullableId = z.int32().nullable();

/** One entry of permittedUserList: a provider the user may act for (spec 3). */
export const permittedUser = z.object({
  id: z.int32(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string(),
  namePrefix: z.string(),
  nameSuffix: z.string(),
  permission_id: nullableId,
  permission_status: nullableId,
  videoUserID: z.string().nullable(),
  connectUserID: z.string().nullable(),
  add_video_appointment_permission: nullableId,
  delete_video_appointment_permission_refused: z.boolean(),
  subscriber_id: z.int32(),
  /** Role 24 only: whether the delegate may open this provider's portal e-mail. */
  emailPermission: z.boolean(),
});
export type PermittedUser = z.infer<typeof permittedUser>;

export const appUser = z.object({
  id: z.int32(),
  firstName: z.string(),
  lastName: z.string(),
  userRole: z.int32(),
});
export type AppUser = z.infer<typeof appUser>;

/** GET auth/expiry_permissions: the session and permission fields of spec section 3. */
export const expiryPermissionsResponse = z.object({
  timeRemain: z.int32(),
  userId: z.int32(),
  username: z.string(),
  userRole: z.int32(),
  userType: z.int32().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  middleName: z.string(),
  namePrefix: z.string(),
  nameSuffix: z.string(),
  credentials: z.string(),
  loggedInTimezone: z.string(),
  subscriber_id: z.int32().nullable(),
  permission_id: nullableId,
  permission_status: nullableId,
  client_name_format: z.int32(),
  client_name_order: z.int32(),
  videoUserId: z.string().nullable(),
  connectUserId: z.string().nullable(),
  permittedUserList: z.array(permittedUser),
  appUsers: z.array(appUser),
  unreadMailIds: z.array(z.int32()),
  subscription: z.string().nullable(),
  subscriberFirstName: z.string(),
  subscriberLastName: z.string(),
  subscriberMiddleName: z.string(),
  subscriberNamePrefix: z.string(),
  subscriberNameSuffix: z.string(),
});
export type ExpiryPermissions = z.infer<typeof expiryPermissionsResponse>;
