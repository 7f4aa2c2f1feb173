/**
 * What the group-member picker shows (spec 2 "Add-group panel": a member
 * multi-select with collapsible sections Clients, Others, Subscribers,
 * Users), for both places a group is added: the /add_group form and the
 * appointment form's inline panel. Pure: each screen renders these sections
 * with the ui MultiSelect and sends participantsOf(its value).
 */
import { GROUP_PARTICIPANT_KINDS, type GroupParticipantKind } from '../codes';
import type { FormContact, FormDetailsResponse } from '../contract/appointment';
import type { GroupParticipant } from '../contract/contacts';
import { contactsTexts as t } from '../messages';

/** The people a new group may hold, by kind. */
export type GroupCandidates = Record<GroupParticipantKind, readonly FormContact[]>;

/**
 * From appointment/form_details (spec 7 "details … grouped into people,
 * events, groups, clients, app users, subscribers"; clients of status 2 are
 * already left out by the server).
 */
export const groupCandidates = (answer: Pick<FormDetailsResponse, 'details' | 'group_users'>): GroupCandidates => ({
  person: answer.details.clients,
  other_event: answer.details.people,
  subscriber: answer.group_users.filter((u) => u.type === 'subscriber'),
  app_user: answer.group_users.filter((u) => u.type === 'app_user'),
});

const SECTION_TITLES: Record<GroupParticipantKind, string> = {
  person: t.groupClients,
  other_event: t.groupOthers,
  subscriber: t.groupSubscribers,
  app_user: t.groupUsers,
};

/** A member as the picker's value ('person:12'): ids are unique only within one kind. */
export const memberValue = (member: GroupParticipant): string => `${member.type}:${member.id}`;

/** The participants a picker's values stand for (anything else is left out). */
export function participantsOf(values: readonly string[]): GroupParticipant[] {
  return values.flatMap((value) => {
    const [type, id] = value.split(':');
    const kind = GROUP_PARTICIPANT_KINDS.find((k) => k === type);
    const n = Number(id);
    return kind === undefined || !Number.isInteger(n) ? [] : [{ type: kind, id: n }];
  });
}

export interface GroupMemberSection {
  id: GroupParticipantKind;
  title: string;
  options: { value: string; label: string }[];
}

/** The picker's sections, in the spec's order. */
export const groupMemberSections = (candidates: GroupCandidates): GroupMemberSection[] =>
  GROUP_PARTICIPANT_KINDS.map((type) => ({
    id: type,
    title: SECTION_TITLES[type],
    options: candidates[type].map((c) => ({ value: memberValue({ type, id: c.id }), label: c.name })),
  }));
