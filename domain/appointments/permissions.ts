/**
 * Appointment permissions of spec section 6 and the edit-scope offers of
 * section 4. Pure: the screens show or hide with them, the server refuses
 * with them.
 */
import type { PermittedUser } from '../contract/auth';
import type { EditScope } from '../contract/appointment';
import { APPOINTMENT_TYPE, type VideoInvitePref } from '../codes';
import { messages, type MessageText } from '../messages';

export interface VideoPermission {
  /** Video appointments may be added (and the video options panel shows). */
  canAdd: boolean;
  /** Deleting a video appointment is refused. */
  deleteRefused: boolean;
}

export interface VideoFacts {
  userId: number;
  videoUserId: string | null;
  connectUserId: string | null;
}

/**
 * For the provider acting as themselves: a video or connect account is
 * enough. For another provider: that provider's video or connect account and
 * add_video_appointment_permission not null; deletion follows
 * delete_video_appointment_permission_refused.
 */
export function videoPermission(providerId: number, self: VideoFacts, permitted: readonly PermittedUser[]): VideoPermission {
  if (providerId === self.userId) {
    return { canAdd: self.videoUserId !== null || self.connectUserId !== null, deleteRefused: false };
  }
  const row = permitted.find((p) => p.id === providerId);
  if (row === undefined) return { canAdd: false, deleteRefused: true };
  return {
    canAdd: (row.videoUserID !== null || row.connectUserID !== null) && row.add_video_appointment_permission !== null,
    deleteRefused: row.delete_video_appointment_permission_refused,
  };
}

export interface ActionFacts {
  provider_id: number;
  forProviderId: number;
  is_video: 0 | 1;
  type: number;
}

/** Cancel, Un-cancel, Delete, Edit and Save appear only when forProviderId equals provider_id. */
export const showsActions = (a: ActionFacts): boolean => a.forProviderId === a.provider_id;

/** Cancel and Delete are hidden for a video appointment whose type is not 2. */
export const canCancelOrDelete = (a: ActionFacts): boolean =>
  showsActions(a) && !(a.is_video === 1 && a.type !== APPOINTMENT_TYPE.video);

export interface ScopeFacts {
  repeating: boolean;
  /** The repeat rule (or the date it anchors on) was changed in the form. */
  repeatChanged: boolean;
  /** A video appointment whose time has passed. */
  pastVideo: boolean;
}

/**
 * The Save-choice popup (spec 4 "Edit scope"): a non-repeating appointment
 * saves as 'single' without asking; a repeating one offers 'single' only when
 * the repeat is unchanged, always 'future', and 'all' unless it is a past
 * video appointment.
 */
export function saveScopes(f: ScopeFacts): EditScope[] {
  if (!f.repeating) return ['single'];
  const scopes: EditScope[] = [];
  if (!f.repeatChanged) scopes.push('single');
  scopes.push('future');
  if (!f.pastVideo) scopes.push('all');
  return scopes;
}

/** Delete of a repeating appointment offers only future and all (spec 4). */
export const deleteScopes = (repeating: boolean): EditScope[] => (repeating ? ['future', 'all'] : ['single']);

/** Cancel and un-cancel may also touch one occurrence of a series: a missed session is the usual case. */
export const cancelScopes = (repeating: boolean): EditScope[] => (repeating ? ['single', 'future', 'all'] : ['single']);

/** The reminder warning of spec 5: an e-mail reminder needs an e-mail, an SMS one a phone, and both (issue 26) both. */
export function reminderWarning(
  pref: VideoInvitePref,
  contact: { has_email: boolean; has_phone: boolean },
): MessageText | null {
  if ((pref === 'E' || pref === 'B') && !contact.has_email) return messages.noPhoneOrEmail;
  if ((pref === 'S' || pref === 'B') && !contact.has_phone) return messages.noPhoneOrEmail;
  return null;
}
