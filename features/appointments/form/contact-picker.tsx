/**
 * Contact selection (spec 2): an autocomplete over every contact of
 * form_details (case-insensitive, at most 10, with a type label). When the
 * typed name matches nothing, the new-contact prompt asks 'Add {term} as a
 * new contact?' with Yes / No and a show/hide all contacts link; Yes opens
 * the contact-type chooser and its inline panel. Yes is the prompt's default:
 * Enter in the name field answers it (see onContactKeyDown).
 */
import { useId, useMemo, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { allContacts, CONTACT_KIND_LABELS, contactKey, matchContacts } from '../../../domain/appointments/contact-match';
import type { ChosenContact } from '../../../domain/appointments/form-payload';
import { chosenContactOf } from '../../../domain/contacts/form-contact';
import type { FormContact, FormDetailsResponse } from '../../../domain/contract/appointment';
import { addAsNewContact, appointmentFormTexts as t } from '../../../domain/messages';
import { paths } from '../../../domain/routes';
import { Button } from '../../../ui/button/button';
import { Combobox } from '../../../ui/combobox/combobox';
import { EventPanel } from './event-panel';
import type { FieldHook } from './field-hooks';
import * as styles from './form.css';
import { GroupPanel } from './group-panel';
import { PersonPanel } from './person-panel';

type NewKind = 'client' | 'person' | 'event' | 'group';
const NEW_KINDS = [
  { value: 'client', label: t.typeClient },
  { value: 'person', label: t.typeOtherPerson },
  { value: 'event', label: t.typeEvent },
  { value: 'group', label: t.typeGroup },
] as const satisfies readonly { value: NewKind; label: string }[];

export interface ContactPickerProps {
  details: FormDetailsResponse;
  providerId: number;
  value: ChosenContact | null;
  onChange: (contact: ChosenContact | null) => void;
  /** A contact created inline: the form keeps it selectable without reloading form_details. */
  onCreated: (contact: FormContact) => void;
  /** Contacts created inline so far. */
  created: readonly FormContact[];
  disabled?: boolean;
  /** The name field's id, error and check on leaving (the whole picker: its prompt and list are part of it). */
  field?: FieldHook;
  /**
   * 'Client' of the new-contact prompt: the form keeps itself and opens
   * /add_client with the typed name. Without it the choice only opens /add_client.
   */
  onNewClient?: (term: string) => void;
  /** The name field's text when the picker starts (the form reopened after the client screen's Cancel). */
  initialTerm?: string;
}

export function ContactPicker({
  details,
  providerId,
  value,
  onChange,
  onCreated,
  created,
  disabled = false,
  field,
  onNewClient,
  initialTerm = '',
}: ContactPickerProps) {
  const [term, setTerm] = useState(initialTerm);
  const [showAll, setShowAll] = useState(false);
  const [prompt, setPrompt] = useState<'ask' | 'choose' | 'dismissed'>('ask');
  const [kind, setKind] = useState<NewKind | null>(null);
  const [, navigate] = useLocation();
  const promptId = useId();

  const contacts = useMemo(() => [...created, ...allContacts(details.details)], [created, details]);
  const matches = useMemo(() => matchContacts(term, contacts), [term, contacts]);
  const options = matches.map((c) => ({ id: contactKey(c), label: c.name, description: CONTACT_KIND_LABELS[c.type], contact: c }));
  const noMatch = term.trim() !== '' && matches.length === 0;

  const pick = (c: FormContact) => {
    onChange(chosenContactOf(c));
    setTerm('');
    setShowAll(false);
    setKind(null);
    setPrompt('ask');
  };
  const typed = (text: string) => {
    setTerm(text);
    setPrompt('ask');
    setKind(null);
  };
  const chooseKind = (next: NewKind) => {
    // A client has its own screen (spec 2 /add_client).
    if (next !== 'client') setKind(next);
    else if (onNewClient) onNewClient(term.trim());
    else navigate(paths.addClient);
  };
  const createdContact = (c: FormContact) => {
    onCreated(c);
    pick(c);
  };
  const askNew = noMatch && prompt === 'ask';
  const answerYes = () => setPrompt('choose');
  /*
   * Focus stays in the name field while the prompt shows (it appears as the
   * user types), and the field sits inside the appointment form: with no
   * option listed the combobox leaves Enter to the browser, which would
   * submit the form, and the save would refuse it for having no contact.
   * Enter answers the prompt with its default, Yes, instead. An IME's
   * confirming Enter is the user finishing a word, not an answer.
   */
  const onContactKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || !askNew || event.nativeEvent.isComposing) return;
    event.preventDefault();
    answerYes();
  };
  const cancelPanel = () => {
    setKind(null);
    setPrompt('ask');
  };
  // Answering the prompt, opening the list or filling a panel is still choosing the contact.
  const onPickerBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    field?.onBlur();
  };

  if (value !== null) {
    return (
      <div className={styles.chosen} data-testid="chosen-contact">
        <span>
          {value.name} <span className={styles.muted}>({CONTACT_KIND_LABELS[value.type]})</span>
        </span>
        <Button variant="secondary" size="sm" onClick={() => onChange(null)} disabled={disabled}>
          {t.changeContact}
        </Button>
      </div>
    );
  }

  const allContactsLink = (
    <button type="button" className={styles.linkButton} aria-expanded={showAll} onClick={() => setShowAll((s) => !s)}>
      {showAll ? t.hideAllContacts : t.showAllContacts}
    </button>
  );

  return (
    <div className={styles.members} onBlur={onPickerBlur}>
      <Combobox
        label={t.contact}
        id={field?.id}
        error={field?.error}
        inputValue={term}
        onInputChange={typed}
        options={options}
        onSelect={(option) => pick(option.contact)}
        placeholder={t.contactPlaceholder}
        disabled={disabled}
        autoComplete="off"
        onKeyDown={onContactKeyDown}
      />
      {/* Always in the page, so screen readers announce the question when it appears. */}
      <div aria-live="polite" className={styles.members}>
        {askNew ? (
          <div className={styles.prompt} role="group" aria-labelledby={promptId}>
            <p id={promptId} className={styles.promptText}>
              {addAsNewContact(term.trim())}
            </p>
            <div className={styles.actions}>
              <Button size="sm" onClick={answerYes}>
                {t.yes}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setPrompt('dismissed')}>
                {t.no}
              </Button>
              {allContactsLink}
            </div>
          </div>
        ) : (
          allContactsLink
        )}
      </div>
      {showAll ? (
        <ul className={styles.contactList} aria-label={t.allContacts}>
          {contacts.map((c) => (
            <li key={contactKey(c)}>
              <button type="button" className={styles.contactItem} onClick={() => pick(c)}>
                <span>{c.name}</span>
                <span className={styles.muted}>{CONTACT_KIND_LABELS[c.type]}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {noMatch && prompt === 'choose' ? (
        <div role="group" aria-label={t.contactType} className={styles.actions}>
          {NEW_KINDS.map((k) => (
            <Button
              key={k.value}
              size="sm"
              variant={kind === k.value ? 'primary' : 'secondary'}
              aria-pressed={kind === k.value}
              onClick={() => chooseKind(k.value)}
            >
              {k.label}
            </Button>
          ))}
        </div>
      ) : null}
      {noMatch && prompt === 'choose' && kind === 'person' ? (
        <PersonPanel providerId={providerId} name={term.trim()} onCreated={createdContact} onCancel={cancelPanel} />
      ) : null}
      {noMatch && prompt === 'choose' && kind === 'event' ? (
        <EventPanel providerId={providerId} name={term.trim()} onCreated={createdContact} onCancel={cancelPanel} />
      ) : null}
      {noMatch && prompt === 'choose' && kind === 'group' ? (
        <GroupPanel
          providerId={providerId}
          name={term.trim()}
          details={details}
          onCreated={createdContact}
          onCancel={cancelPanel}
        />
      ) : null}
    </div>
  );
}
