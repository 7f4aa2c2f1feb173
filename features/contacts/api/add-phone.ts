/**
 * PUT clients/add_phone/{providerId} and PUT others/add_phone (spec 7): one
 * more number for an existing client or other person, into the first free
 * of its four slots. The body is checked first by the schema the server
 * applies (spec 5: 'incorrect phone'), so a bad number costs no call.
 */
import { atom } from 'jotai';
import { clientAddPhoneBody, clientAddPhoneResponse, type ClientAddPhoneInput } from '../../../domain/contract/clients';
import { addPhoneResponse, personAddPhoneBody, type AddPhoneResponse, type PersonAddPhoneInput } from '../../../domain/contract/contacts';
import type { ContactListItem } from '../../../domain/contract/contacts-list';
import type { PhoneTypeCode } from '../../../domain/codes';
import { messages } from '../../../domain/messages';
import { request } from '../../api/client';
import { pushMessageAtom } from '../../api/popup-atoms';
import { reportFailureAtom } from '../../api/report-failure';
import { invalidateContactsAtom, patchContactAtom } from '../atoms';

export function putClientPhone(providerId: number, body: ClientAddPhoneInput): Promise<AddPhoneResponse> {
  return request('put', `clients/add_phone/${providerId}`, clientAddPhoneResponse, { json: body });
}

export function putOtherPhone(body: PersonAddPhoneInput): Promise<AddPhoneResponse> {
  return request('put', 'others/add_phone', addPhoneResponse, { json: body });
}

/** Clients and other persons have phones; events, groups and users do not. */
export type PhoneOwner = Pick<ContactListItem, 'type' | 'id' | 'provider' | 'phones'>;
export const hasPhones = (item: Pick<ContactListItem, 'type'>): boolean => item.type === 'person' || item.type === 'other_event';

export interface NewPhone {
  item: PhoneOwner;
  /** The masked text as typed. */
  phone: string;
  type: PhoneTypeCode;
}

/** The problem with a number before anything is sent, or null. */
export function newPhoneProblem({ item, phone, type }: NewPhone): string | null {
  const parsed =
    item.type === 'person'
      ? clientAddPhoneBody.safeParse({ phone, clientId: item.id, phoneType: type })
      : personAddPhoneBody.safeParse({ phone, otherEventId: item.id, phoneType: type });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? messages.invalidRequest);
}

/** Saves the number; true once stored, when the list shows it at once and reloads from the server. */
export const addPhoneAtom = atom(null, async (_get, set, input: NewPhone): Promise<boolean> => {
  const problem = newPhoneProblem(input);
  if (problem !== null) {
    set(pushMessageAtom, { text: problem });
    return false;
  }
  const { item, phone, type } = input;
  try {
    const answer =
      item.type === 'person'
        ? await putClientPhone(item.provider, { phone, clientId: item.id, phoneType: type })
        : await putOtherPhone({ phone, otherEventId: item.id, phoneType: type });
    set(patchContactAtom, { type: item.type, id: item.id, patch: { phones: [...item.phones, { phone: answer.phone, type }] } });
    set(invalidateContactsAtom);
    return true;
  } catch (error) {
    set(reportFailureAtom, error);
    return false;
  }
});
