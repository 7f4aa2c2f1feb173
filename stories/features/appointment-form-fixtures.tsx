/**
 * What the appointment form stories stand on: a signed-in provider, a
 * form_details answer, and a fetch stub that answers the form's calls
 * without a server (ky calls globalThis.fetch at request time).
 */
import type { Decorator } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { FormContact, FormDetailsResponse } from '../../domain/contract/appointment';
import { messages } from '../../domain/messages';
import { sessionAtom, type StoredSession } from '../../features/session/atoms';

const contact = (id: number, type: FormContact['type'], name: string, extra: Partial<FormContact> = {}): FormContact => ({
  id,
  type,
  name,
  provider: 7,
  has_email: true,
  has_phone: true,
  ...extra,
});

export const formDetails: FormDetailsResponse = {
  details: {
    clients: [
      contact(1, 'person', 'Ana Lopez'),
      contact(2, 'person', 'Ben Okafor', { has_email: false }),
      contact(3, 'person', 'Chloé Martin'),
    ],
    people: [contact(4, 'other_event', 'Lopez, Maria')],
    events: [contact(5, 'event_appointment', 'Staff meeting')],
    groups: [contact(6, 'group_appointment', 'Tuesday support group')],
    app_users: [contact(24, 'app_user', 'Dana Delegate')],
    subscribers: [],
  },
  group_users: [contact(24, 'app_user', 'Dana Delegate')],
  office_locations: [
    { address_id: 11, line1: '120 Main Street', line2: 'Suite 4', city: 'Hartford', postal_code: '06103' },
    { address_id: 12, line1: '9 Elm Road', line2: '', city: 'Avon', postal_code: '06001' },
  ],
  provider_address_id: 11,
  providers: false,
  appointment_time_increment: 45,
  timezone: 'America/New_York',
};

export const providerSession: StoredSession = {
  userId: 7,
  token: 'story-token',
  expiresAt: Date.now() + 3_600_000,
  profile: {
    username: 'dr.rivera',
    userRole: 7,
    userType: 1,
    firstName: 'Elena',
    lastName: 'Rivera',
    middleName: '',
    namePrefix: 'Dr.',
    nameSuffix: '',
    credentials: '',
    loggedInTimezone: 'America/New_York',
    userSubscription: null,
    videoUserId: 'video-rivera',
    connectUserId: null,
    subscriberId: null,
    permissionId: null,
    permissionStatus: null,
    clientNameFormat: 1,
    clientNameOrder: 0,
    permittedUserList: [],
    appUsers: [],
    unreadMailIds: [],
    emailPermission: {},
    selectedProviderId: 7,
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const realFetch = globalThis.fetch;

/** The bodies the form posted to appointment/add in the current story (for play functions). */
export const postedAppointments: { allow_overlap?: boolean }[] = [];

/** Story parameter `formApi`: how the stubbed appointment/add answers. */
export interface FormApiParameters {
  /** Answer 409 (slot taken) until the form resubmits with allow_overlap. */
  overlap?: boolean;
}

let api: FormApiParameters = {};

const saved = { res: { id: 500, app_date: '2026-11-24' }, delete_required: [], refresh_required: ['2026-11-24'], refresh_total: ['2026-11-24'] };

/** Answers form_details and appointment/add; every other /api call fails with a 503, so a story never writes anywhere. */
async function stubbedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : null;
  const url = request ? request.url : String(input);
  if (!url.includes('/api/')) return realFetch(input, init);
  if (url.includes('/api/appointment/form_details')) return json(200, formDetails);
  if (url.includes('/api/appointment/add')) {
    const body = (await (request ? request.clone().json() : Promise.resolve(JSON.parse(String(init?.body ?? '{}'))))) as {
      allow_overlap?: boolean;
    };
    postedAppointments.push(body);
    // A slow answer, so that a second click lands while the first save is in flight.
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (api.overlap && !body.allow_overlap) return json(409, { message: messages.overlapQuestion, overlap: true });
    return json(200, saved);
  }
  return json(503, { message: 'stories have no server' });
}

/**
 * A fresh store with the signed-in provider, an in-memory router at /add,
 * and the fetch stub (installed here rather than in beforeEach so that the
 * screenshot runner, which only renders, sees the same form).
 */
export const withFormContext: Decorator = (Story, context) => {
  globalThis.fetch = stubbedFetch;
  api = (context.parameters.formApi as FormApiParameters | undefined) ?? {};
  postedAppointments.length = 0;
  const store = createStore();
  store.set(sessionAtom, providerSession);
  const { hook } = memoryLocation({ path: '/add' });
  return (
    <Provider store={store}>
      <Router hook={hook}>
        <Story />
      </Router>
    </Provider>
  );
};

export { weeklyDetail } from './appointment-detail-fixtures';
