/**
 * The add-group panel (spec 2): group name, 'Is This a Video Group?', and a
 * member multi-select with collapsible sections Clients, Others,
 * Subscribers, Users, each showing 'Nothing to select' when empty. A group
 * needs a member ('No group member added', spec 5).
 */
import { useState, type FocusEvent } from 'react';
import type { GroupParticipantKind } from '../../../domain/codes';
import type { FormContact, FormDetailsResponse } from '../../../domain/contract/appointment';
import { groupAddBody, type GroupParticipant } from '../../../domain/contract/contacts';
import { appointmentFormTexts as t } from '../../../domain/messages';
import { FieldMessages, useField } from '../../../ui/field/field';
import { TextField } from '../../../ui/text-field/text-field';
import { Toggle } from '../../../ui/toggle/toggle';
import { postGroup } from '../api/add-contact';
import * as styles from './form.css';
import { Panel } from './panel';
import { usePanelSave } from './use-panel-save';

export interface GroupPanelProps {
  providerId: number;
  name: string;
  details: FormDetailsResponse;
  onCreated: (contact: FormContact) => void;
  onCancel: () => void;
}

interface MemberSection {
  title: string;
  type: GroupParticipantKind;
  contacts: FormContact[];
}

const memberKey = (p: GroupParticipant) => `${p.type}:${p.id}`;

export function GroupPanel({ providerId, name: initialName, details, onCreated, onCancel }: GroupPanelProps) {
  const [name, setName] = useState(initialName);
  const [isVideo, setIsVideo] = useState(false);
  const [members, setMembers] = useState<GroupParticipant[]>([]);
  const { busy, save, field } = usePanelSave('group', groupAddBody, { name, participants: members, providerID: providerId, isVideo }, postGroup, onCreated);
  const membersHook = field('members');
  // The members' error under the sections; the first section's summary is what Save focuses.
  const membersField = useField({ error: membersHook.error });
  const leaveMembers = (event: FocusEvent<HTMLFieldSetElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    membersHook.onBlur();
  };
  const sections: MemberSection[] = [
    { title: t.groupClients, type: 'person', contacts: details.details.clients },
    { title: t.groupOthers, type: 'other_event', contacts: details.details.people },
    { title: t.groupSubscribers, type: 'subscriber', contacts: details.group_users.filter((u) => u.type === 'subscriber') },
    { title: t.groupUsers, type: 'app_user', contacts: details.group_users.filter((u) => u.type === 'app_user') },
  ];
  const chosen = new Set(members.map(memberKey));
  const toggle = (member: GroupParticipant, on: boolean) =>
    setMembers((list) => (on ? [...list, member] : list.filter((m) => memberKey(m) !== memberKey(member))));

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
      <fieldset
        className={styles.memberFieldset}
        aria-invalid={membersField.invalid || undefined}
        aria-describedby={membersField.describedBy}
        onBlur={leaveMembers}
      >
        <legend className={styles.legend}>{t.groupMembers}</legend>
        <div className={styles.members}>
          {sections.map((section, index) => (
            <details key={section.type} className={styles.memberSection}>
              <summary id={index === 0 ? membersHook.id : undefined} className={styles.memberSummary}>
                {section.title}
              </summary>
              <div className={styles.memberList}>
                {section.contacts.length === 0 ? (
                  <p className={styles.muted}>{t.nothingToSelect}</p>
                ) : (
                  section.contacts.map((c) => {
                    const member = { id: c.id, type: section.type };
                    return (
                      <label key={memberKey(member)} className={styles.check}>
                        <input
                          type="checkbox"
                          className={styles.checkInput}
                          checked={chosen.has(memberKey(member))}
                          onChange={(e) => toggle(member, e.target.checked)}
                        />
                        {c.name}
                      </label>
                    );
                  })
                )}
              </div>
            </details>
          ))}
        </div>
        <FieldMessages field={membersField} />
      </fieldset>
    </Panel>
  );
}
