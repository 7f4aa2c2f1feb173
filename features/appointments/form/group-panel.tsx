/**
 * The add-group panel (spec 2): group name, 'Is This a Video Group?', and a
 * member multi-select with collapsible sections Clients, Others,
 * Subscribers, Users, each showing 'Nothing to select' when empty. A group
 * needs a member ('No group member added', spec 5).
 */
import { useState } from 'react';
import type { GroupParticipantKind } from '../../../domain/codes';
import type { FormContact, FormDetailsResponse } from '../../../domain/contract/appointment';
import { groupAddBody, type GroupParticipant } from '../../../domain/contract/contacts';
import { appointmentFormTexts as t } from '../../../domain/messages';
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
  const { busy, save } = usePanelSave(groupAddBody, postGroup, onCreated);
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
      onAction={() => void save({ name, participants: members, providerID: providerId, isVideo })}
      onCancel={onCancel}
    >
      <TextField label={t.groupName} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
      <Toggle label={t.videoGroup} checked={isVideo} onCheckedChange={setIsVideo} />
      <fieldset className={styles.memberFieldset}>
        <legend className={styles.legend}>{t.groupMembers}</legend>
        <div className={styles.members}>
          {sections.map((section) => (
            <details key={section.type} className={styles.memberSection}>
              <summary className={styles.memberSummary}>{section.title}</summary>
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
      </fieldset>
    </Panel>
  );
}
