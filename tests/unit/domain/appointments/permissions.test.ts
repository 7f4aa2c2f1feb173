import { describe, expect, it } from 'vitest';
import type { PermittedUser } from '../../../../domain/contract/auth';
import { messages } from '../../../../domain/messages';
import {
  cancelScopes,
  canCancelOrDelete,
  deleteScopes,
  reminderWarning,
  saveScopes,
  showsActions,
  videoPermission,
  type ActionFacts,
} from '../../../../domain/appointments/permissions';

const permitted = (over: Partial<PermittedUser> = {}): PermittedUser => ({
  id: 8,
  firstName: 'Wei',
  lastName: 'Chen',
  middleName: '',
  namePrefix: 'Dr.',
  nameSuffix: '',
  permission_id: null,
  permission_status: null,
  videoUserID: 'v-8',
  connectUserID: null,
  add_video_appointment_permission: 1,
  delete_video_appointment_permission_refused: false,
  subscriber_id: 8,
  emailPermission: true,
  ...over,
});
const self = (videoUserId: string | null, connectUserId: string | null) => ({ userId: 7, videoUserId, connectUserId });

describe('videoPermission', () => {
  it('given the provider acting as themselves with a video or connect account, should allow adding', () => {
    expect(videoPermission(7, self('v-7', null), [])).toEqual({ canAdd: true, deleteRefused: false });
    expect(videoPermission(7, self(null, 'c-7'), [])).toEqual({ canAdd: true, deleteRefused: false });
  });

  it('given the provider acting as themselves without accounts, should not allow adding', () => {
    expect(videoPermission(7, self(null, null), [permitted({ id: 7 })])).toEqual({ canAdd: false, deleteRefused: false });
  });

  it('given a permitted provider with an account and the add permission, should allow adding', () => {
    expect(videoPermission(8, self(null, null), [permitted()])).toEqual({ canAdd: true, deleteRefused: false });
    expect(videoPermission(8, self(null, null), [permitted({ videoUserID: null, connectUserID: 'c-8', add_video_appointment_permission: 0 })]))
      .toEqual({ canAdd: true, deleteRefused: false });
  });

  it('given a permitted provider without the add permission or without accounts, should not allow adding', () => {
    expect(videoPermission(8, self('v-7', 'c-7'), [permitted({ add_video_appointment_permission: null })]).canAdd).toBe(false);
    expect(videoPermission(8, self('v-7', 'c-7'), [permitted({ videoUserID: null, connectUserID: null })]).canAdd).toBe(false);
  });

  it('given delete_video_appointment_permission_refused, should refuse deleting', () => {
    expect(videoPermission(8, self(null, null), [permitted({ delete_video_appointment_permission_refused: true })])).toEqual({
      canAdd: true,
      deleteRefused: true,
    });
  });

  it('given a provider not in the permitted list, should allow nothing', () => {
    expect(videoPermission(9, self('v-7', 'c-7'), [permitted()])).toEqual({ canAdd: false, deleteRefused: true });
  });
});

describe('actions on the detail screen', () => {
  const facts = (over: Partial<ActionFacts> = {}): ActionFacts => ({ provider_id: 7, forProviderId: 7, is_video: 0, type: 1, ...over });

  it('given forProviderId equal to provider_id, should show the actions; otherwise none', () => {
    expect(showsActions(facts())).toBe(true);
    expect(showsActions(facts({ forProviderId: 8 }))).toBe(false);
    expect(canCancelOrDelete(facts({ forProviderId: 8 }))).toBe(false);
  });

  it('given a video appointment whose type is not 2, should hide Cancel and Delete', () => {
    expect(canCancelOrDelete(facts({ is_video: 1, type: 1 }))).toBe(false);
    expect(canCancelOrDelete(facts({ is_video: 1, type: 3 }))).toBe(false);
    expect(showsActions(facts({ is_video: 1, type: 1 }))).toBe(true);
  });

  it('given a video appointment of type 2 or a non-video one, should allow Cancel and Delete', () => {
    expect(canCancelOrDelete(facts({ is_video: 1, type: 2 }))).toBe(true);
    expect(canCancelOrDelete(facts({ is_video: 0, type: 3 }))).toBe(true);
  });
});

describe('edit scopes (spec 4)', () => {
  it.each([
    [{ repeating: false, repeatChanged: false, pastVideo: false }, ['single']],
    [{ repeating: false, repeatChanged: true, pastVideo: true }, ['single']],
    [{ repeating: true, repeatChanged: false, pastVideo: false }, ['single', 'future', 'all']],
    [{ repeating: true, repeatChanged: true, pastVideo: false }, ['future', 'all']],
    [{ repeating: true, repeatChanged: false, pastVideo: true }, ['single', 'future']],
    [{ repeating: true, repeatChanged: true, pastVideo: true }, ['future']],
  ])('given %o, saveScopes should offer %o', (facts, scopes) => {
    expect(saveScopes(facts)).toEqual(scopes);
  });

  it('given a repeating appointment, delete should offer only future and all', () => {
    expect(deleteScopes(true)).toEqual(['future', 'all']);
    expect(deleteScopes(false)).toEqual(['single']);
  });

  it('given a repeating appointment, cancel and un-cancel should offer single, future and all', () => {
    expect(cancelScopes(true)).toEqual(['single', 'future', 'all']);
    expect(cancelScopes(false)).toEqual(['single']);
  });
});

describe('reminderWarning (spec 5)', () => {
  const both = { has_email: true, has_phone: true };
  const neither = { has_email: false, has_phone: false };

  it('given an e-mail reminder for a contact without e-mail, should warn', () => {
    expect(reminderWarning('E', { has_email: false, has_phone: true })).toBe(messages.noPhoneOrEmail);
    expect(reminderWarning('E', { has_email: true, has_phone: false })).toBeNull();
  });

  it('given an SMS reminder for a contact without phone, should warn', () => {
    expect(reminderWarning('S', { has_email: true, has_phone: false })).toBe(messages.noPhoneOrEmail);
    expect(reminderWarning('S', { has_email: false, has_phone: true })).toBeNull();
  });

  it('given an e-mail and SMS reminder, should warn unless the contact has both', () => {
    expect(reminderWarning('B', { has_email: true, has_phone: false })).toBe(messages.noPhoneOrEmail);
    expect(reminderWarning('B', { has_email: false, has_phone: true })).toBe(messages.noPhoneOrEmail);
    expect(reminderWarning('B', both)).toBeNull();
  });

  it('given no reminder, should never warn', () => {
    expect(reminderWarning('N', neither)).toBeNull();
    expect(reminderWarning('N', both)).toBeNull();
    expect(messages.noPhoneOrEmail).toBe("user doesn't have phone number or email");
  });
});
