/**
 * The add-group panel (spec 2): group name, 'Is This a Video Group?', and a
 * member multi-select with collapsible sections Clients, Others,
 * Subscribers, Users, each showing 'Nothing to select' when empty. A group
 * needs a member ('No group member added', spec 5).
 */
import { useMemo, useState } from 'react';
import { groupCandidates, groupMemberSections, participantsOf } from '../../../domain/contacts/group-members';
import type { FormContact, FormDetailsResponse } from '../../../domain/contract/appointment';
import { groupAddBody } from '../../../domain/contract/contacts';
import { appointmentFormTexts as t } from '../../../domain/messages';
import { MultiSelect } from '../../../ui/multi-select/multi-select';
import { TextField } from '../../../ui/text-field/text-field';
import { Toggle } from '../../../ui/toggle/toggle';
import { postGroup } from '../api/add-contact';
import { Panel } from './panel';
import { usePanelSave } from './use-panel-save';

export interface GroupPanelProps {
  providerId: number;
  name: string;
  details: FormDetailsResponse;
  onCreated: (contact: FormContact) => void;
  onCancel: () => void;
}

export function GroupPanel({ providerId, name: initialName, details, onCreated, onCancel }: GroupPanelProps) {
  const [name, setName] = useState(initialName);
  const [isVideo, setIsVideo] = useState(false);
  const [members, setMembers] = useState<string[]>([]);
  const participants = participantsOf(members);
  const { busy, save, field } = usePanelSave('group', groupAddBody, { name, participants, providerID: providerId, isVideo }, postGroup, onCreated);
  // The same picker as /add_group's (domain/contacts/group-members.ts on the ui MultiSelect).
  const sections = useMemo(() => groupMemberSections(groupCandidates(details)), [details]);

  return (
    <Panel
      title={t.typeGroup}
      actionLabel={t.addGroup}
      busy={busy}
      onAction={() => void save()}
      onCancel={onCancel}
    >
      <TextField label={t.groupName} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} {...field('name')} />
      <Toggle label={t.videoGroup} checked={isVideo} onCheckedChange={setIsVideo} />
      <MultiSelect
        label={t.groupMembers}
        sections={sections}
        value={members}
        onValueChange={setMembers}
        emptyText={t.nothingToSelect}
        {...field('members')}
      />
    </Panel>
  );
}
