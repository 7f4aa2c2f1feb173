/** A Connect session to open a video room with (video-connect.spec.ts, connect-landscape.spec.ts). */
import { expect, type Page } from '@playwright/test';
import type { AppointmentByIdResponse, AppointmentSaveResponse, FormDetailsResponse } from '../../../domain/contract/appointment';
import { apiJson, sessionHeaders } from './appointments';
import { oneOffPayload } from './one-off-payload';

/** Books dr.rivera a one-off Connect session with Alex starting in a few minutes (guests may knock 30 minutes ahead). */
export async function bookConnectSession(page: Page, minutesAhead: number, length = 30): Promise<number> {
  const headers = await sessionHeaders(page);
  const providerId = Number(headers.userid);
  const details = await apiJson<FormDetailsResponse>(await page.request.get(`/api/appointment/form_details?providerId=${providerId}`, { headers }));
  const alex = details.details.clients.find((c) => c.name.includes('Alex'));
  expect(alex, 'the seed has the client Alex').toBeTruthy();
  const start = new Date(Math.ceil((Date.now() + minutesAhead * 60_000) / 60_000) * 60_000);
  const payload = oneOffPayload({
    providerId,
    contactId: alex!.id,
    start,
    minutes: length,
    extra: { is_video: true, meadow_video: true, connect_video: true, video_invitepref: 'N' },
  });
  const saved = await apiJson<AppointmentSaveResponse>(await page.request.post('/api/appointment/add', { headers, data: payload }));
  if (saved.res === false) throw new Error('not booked');
  return saved.res.id;
}

export async function codesOf(page: Page, id: number): Promise<{ host: string; guest: string }> {
  const headers = await sessionHeaders(page);
  const answer = await apiJson<AppointmentByIdResponse>(await page.request.get(`/api/appointment/get/id/${id}?forProviderId=${headers.userid}`, { headers }));
  const { connectcode, clientConnectcode } = answer.appointment;
  if (!connectcode || !clientConnectcode) throw new Error('no connect codes');
  return { host: connectcode, guest: clientConnectcode };
}

