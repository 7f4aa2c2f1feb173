/**
 * How an appointment is titled in a calendar feed (issue 28): 'Appointment'
 * unless the feed's owner chose otherwise. The input is narrow on purpose:
 * a contact's first and last name and its number, never notes, never the
 * appointment's other fields, so nothing else can reach a feed's title.
 * A last name appears only with 'fullName', which the screen offers with
 * the warning beside it (calendarSyncTexts.nameWarning).
 */
import { APPOINTMENT_TYPE } from '../codes';
import { calendarSyncTexts } from '../messages';

export const FEED_TITLE_STYLES = ['appointment', 'initials', 'clientNumber', 'firstName', 'fullName'] as const;
export type FeedTitleStyle = (typeof FEED_TITLE_STYLES)[number];

/** The styles that put (part of) a client's name in a calendar HIPAA does not bind. */
export const NAMING_TITLE_STYLES: readonly FeedTitleStyle[] = ['firstName', 'fullName'];

export interface FeedTitleContact {
  /** 'client': a client record (its number is the client's id); 'person': another person; 'other': an event or group. */
  kind: 'client' | 'person' | 'other';
  id: number;
  firstName: string;
  lastName: string;
}

export interface FeedTitleFacts {
  type: number;
  isVideo: boolean;
  contact: FeedTitleContact | null;
}

export interface FeedTitleChoice {
  titleStyle: FeedTitleStyle;
  showKind: boolean;
}

const firstLetter = (s: string): string => {
  const [letter] = Array.from(s.trim());
  return letter === undefined ? '' : `${letter.toLocaleUpperCase('en-US')}.`;
};

/** 'J.D.' from John Doe; 'J.' when only one part is known; '' when neither. */
export const initialsOf = (firstName: string, lastName: string): string => `${firstLetter(firstName)}${firstLetter(lastName)}`;

/** 'Office', 'Video', 'Phone', or null for another kind. */
export function kindWordOf(f: Pick<FeedTitleFacts, 'type' | 'isVideo'>): string | null {
  if (f.isVideo || f.type === APPOINTMENT_TYPE.video) return calendarSyncTexts.kindVideo;
  if (f.type === APPOINTMENT_TYPE.phone) return calendarSyncTexts.kindPhone;
  if (f.type === APPOINTMENT_TYPE.office) return calendarSyncTexts.kindOffice;
  return null;
}

/** The name part the style asks for, or '' when the contact has none (an event, a group, a blank name). */
function namePart(style: FeedTitleStyle, contact: FeedTitleContact | null): string {
  if (contact === null || contact.kind === 'other') return '';
  switch (style) {
    case 'initials':
      return initialsOf(contact.firstName, contact.lastName);
    case 'clientNumber':
      return contact.kind === 'client' ? `${calendarSyncTexts.eventClientNumber} ${contact.id}` : '';
    case 'firstName':
      return contact.firstName.trim();
    case 'fullName':
      return [contact.firstName.trim(), contact.lastName.trim()].filter(Boolean).join(' ');
    default:
      return '';
  }
}

/** 'Appointment', 'J.D. · Video', 'Client 12 · Office'… */
export function feedTitle(facts: FeedTitleFacts, choice: FeedTitleChoice): string {
  const base = namePart(choice.titleStyle, facts.contact) || calendarSyncTexts.eventAppointment;
  const kind = choice.showKind ? kindWordOf(facts) : null;
  return kind === null ? base : `${base} · ${kind}`;
}
