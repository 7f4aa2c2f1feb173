/**
 * How a portal client (role 22) sees an appointment's title (issue 17,
 * item 7): their own appointments would otherwise be titled with their own
 * name, so they are titled by the provider and the kind of session instead,
 * e.g. 'Dr. Maria Rivera · Video session'. Staff, providers and delegates
 * keep the contact-based title (domain/calendar/summary summaryTitle), and
 * so does a portal other person (25), whom spec 6 shows a client-style name.
 * Pure: the words come from the calling feature's copy.
 */
import { APPOINTMENT_TYPE } from '../codes';
import type { AppointmentFields } from '../contract/calendar';
import { formatFullName } from '../names';
import { PORTAL_CLIENT_ROLE } from '../roles';

/** The fields the portal title reads: the provider's name and the location type (1 office, 2 video, 3 phone, 4 other). */
export type PortalTitleFields = Pick<AppointmentFields, 'type' | 'providerFirstName' | 'providerLastName' | 'providerNamePrefix'>;

/** The words of a portal title, one per kind of session, and what joins the provider to the kind. */
export interface PortalTitleWords {
  office: string;
  video: string;
  phone: string;
  /** Other locations and anything unknown: a plain 'Session'. */
  other: string;
  separator: string;
}

/** Whether the viewer sees portal titles: the portal client (22) only; spec 6 keeps role 25's client-style names. */
export const seesPortalTitles = (viewerRole: number | undefined): boolean => viewerRole === PORTAL_CLIENT_ROLE;

function kindOf(type: number, words: PortalTitleWords): string {
  switch (type) {
    case APPOINTMENT_TYPE.office:
      return words.office;
    case APPOINTMENT_TYPE.video:
      return words.video;
    case APPOINTMENT_TYPE.phone:
      return words.phone;
    default:
      return words.other;
  }
}

/** 'Dr. Maria Rivera · Video session'; just the kind when the provider has no name. */
export function portalAppointmentTitle(a: PortalTitleFields, words: PortalTitleWords): string {
  const provider = formatFullName({
    namePrefix: a.providerNamePrefix,
    firstName: a.providerFirstName,
    middleName: '',
    lastName: a.providerLastName,
  });
  const kind = kindOf(a.type, words);
  return provider ? `${provider}${words.separator}${kind}` : kind;
}
