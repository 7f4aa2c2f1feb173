/**
 * The add-group form (spec 2 "Add-group panel"): group name, 'Is This a
 * Video Group?', and the members in collapsible sections Clients, Others,
 * Subscribers, Users, each 'Nothing to select' when empty. The contract
 * checks the name and that a member is chosen ('No group member added',
 * spec 5) before POST groups/add.
 */
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { groupMemberSections, participantsOf, type GroupCandidates } from '../../../domain/contacts/group-members';
import { CONTACT_NAME_MAX, groupAddBody, type GroupAddInput } from '../../../domain/contract/contacts';
import { contactsTexts as t, messages } from '../../../domain/messages';
import { MultiSelect } from '../../../ui/multi-select/multi-select';
import { TextField } from '../../../ui/text-field/text-field';
import { Toggle } from '../../../ui/toggle/toggle';
import { selectedProviderIdAtom } from '../../session/atoms';
import { postNewGroup } from '../api/groups';
import { getGroupCandidates } from './api/group-members';
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

const groupFieldOf = contactFieldOf();

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
  const sections = useMemo(() => groupMemberSections(candidates), [candidates]);

  const participants = participantsOf(members);
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
