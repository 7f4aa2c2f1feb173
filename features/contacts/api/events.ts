/** POST events/add {name, providerID} (spec 7): answers the new event. */
import { eventAddResponse, type EventAddInput, type EventAddResponse } from '../../../domain/contract/contacts';
import { request } from '../../api/client';

export async function postNewEvent(body: EventAddInput): Promise<EventAddResponse['event']> {
  return (await request('post', 'events/add', eventAddResponse, { json: body })).event;
}
