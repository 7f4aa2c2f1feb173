/**
 * The add-group form (spec 2 "Add-group panel"): group name, 'Is This a
 * Video Group?', and the members in collapsible sections Clients, Others,
 * Subscribers, Users, each 'Nothing to select' when empty. The contract
 * checks the name and that a member is chosen ('No group member added',
 * spec 5) before POST groups/add.
 */
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { GROUP_PARTICIPANT_KINDS, type GroupParticipantKind } from '../../../domain/codes';
import { CONTACT_NAME_MAX, groupAddBody, type GroupAddInput, type GroupParticipant } from '../../../domain/contract/contacts';
import { contactsTexts as t, messages } from '../../../domain/messages';
import { MultiSelect, type MultiSelectSection } from '../../../ui/multi-select/multi-select';
import { TextField } from '../../../ui/text-field/text-field';
import { Toggle } from '../../../ui/toggle/toggle';
import { selectedProviderIdAtom } from '../../session/atoms';
import { postNewGroup } from '../api/groups';
import { getGroupCandidates, type GroupCandidates } from './api/group-members';
import { ContactFormFrame } from './contact-form-frame';
import { contactFieldOf } from './field-problems';
import { useContactValidation } from './use-contact-validation';
import { LoadGate } from './load-gate';
import { useContactSave } from './use-contact-save';
import { useLoad } from './use-load';

export interface GroupFormProps {
  onSaved: () => void;
  onCancel: () => void;
}

const sectionTitles: Record<GroupParticipantKind, string> = {
  person: t.groupClients,
  other_event: t.groupOthers,
  subscriber: t.groupSubscribers,
  app_user: t.groupUsers,
};

/** A member as the multi-select's value ('person:12'): ids are unique only within one kind. */
const groupFieldOf = contactFieldOf();

const memberValue = (type: GroupParticipantKind, id: number) => `${type}:${id}`;

function participant(value: string): GroupParticipant | null {
  const [type, id] = value.split(':');
  const kind = GROUP_PARTICIPANT_KINDS.find((k) => k === type);
  return kind === undefined ? null : { type: kind, id: Number(id) };
}

export function GroupForm({ onSaved, onCancel }: GroupFormProps) {
  const providerId = useAtomValue(selectedProviderIdAtom);
  const { result, retry } = useLoad((signal) => getGroupCandidates(providerId, signal), String(providerId));
  return (
    <LoadGate result={result} retry={retry}>
      {(candidates) => <GroupFields candidates={candidates} providerId={providerId} onSaved={onSaved} onCancel={onCancel} />}
    </LoadGate>
  );
}

interface GroupFieldsProps extends GroupFormProps {
  candidates: GroupCandidates;
  providerId: number;
}

function GroupFields({ candidates, providerId, onSaved, onCancel }: GroupFieldsProps) {
  const [name, setName] = useState('');
  const [isVideo, setIsVideo] = useState(false);
  const [members, setMembers] = useState<string[]>([]);
  const { busy, submit } = useContactSave();
  const sections = useMemo<MultiSelectSection[]>(
    () =>
      GROUP_PARTICIPANT_KINDS.map((type) => ({
        id: type,
        title: sectionTitles[type],
        options: candidates[type].map((c) => ({ value: memberValue(type, c.id), label: c.name })),
      })),
    [candidates],
  );

  const participants = members.map(participant).filter((p): p is GroupParticipant => p !== null);
  const body: GroupAddInput = { name, participants, providerID: providerId, isVideo };
  const { field, check } = useContactValidation('group', groupAddBody, body, groupFieldOf);
  const save = async () => {
    if (check() && (await submit(() => postNewGroup(body), () => messages.groupAdded))) onSaved();
  };

  return (
    <ContactFormFrame kind="group" title={t.addGroupTitle} submitLabel={t.addGroup} busy={busy} onSubmit={() => void save()} onCancel={onCancel}>
      <TextField label={t.groupName} autoComplete="off" maxLength={CONTACT_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} {...field('name')} />
      <Toggle label={t.videoGroup} checked={isVideo} onCheckedChange={setIsVideo} />
      <MultiSelect
        label={t.groupMembers}
        sections={sections}
        value={members}
        onValueChange={setMembers}
        emptyText={t.nothingToSelect}
        {...field('members')}
      />
    </ContactFormFrame>
  );
}
