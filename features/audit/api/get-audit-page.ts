/**
 * GET audit/{providerId}?filters[&before] (issue 13): a page of the
 * practice's audit trail, newest first. loadAuditAtom reads the first page
 * for the filters in the form (and makes them the list's); loadMoreAuditAtom
 * appends the next page of the same filters.
 */
import { atom } from 'jotai';
import { auditPage, type AuditPage } from '../../../domain/contract/audit';
import { messages } from '../../../domain/messages';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/client';
import { auditFormAtom, auditListAtom, auditLoadVersionAtom, auditProviderIdAtom, auditZoneAtom, type AuditFilterInput } from '../atoms';
import { auditQueryString } from './audit-query';

export const getAuditPage = (providerId: number, filters: AuditFilterInput, timeZone: string, before?: number): Promise<AuditPage> =>
  request('get', `audit/${providerId}?${auditQueryString(filters, timeZone, before)}`, auditPage);

const failureText = (error: unknown): string => (error instanceof ApiError ? error.message : messages.serverError);

export const loadAuditAtom = atom(null, async (get, set): Promise<void> => {
  const providerId = get(auditProviderIdAtom);
  if (providerId <= 0) return;
  const filters = get(auditFormAtom);
  const version = get(auditLoadVersionAtom) + 1;
  set(auditLoadVersionAtom, version);
  set(auditListAtom, (s) => ({ ...s, status: 'loading', filters, error: null, loadingMore: false }));
  try {
    const page = await getAuditPage(providerId, filters, get(auditZoneAtom));
    if (get(auditLoadVersionAtom) !== version) return;
    set(auditListAtom, { status: 'ready', filters, events: page.events, nextBefore: page.nextBefore, users: page.users ?? [], error: null, loadingMore: false });
  } catch (error) {
    if (get(auditLoadVersionAtom) !== version) return;
    set(auditListAtom, (s) => ({ ...s, status: 'failed', events: [], nextBefore: null, error: failureText(error) }));
  }
});

export const loadMoreAuditAtom = atom(null, async (get, set): Promise<void> => {
  const state = get(auditListAtom);
  const providerId = get(auditProviderIdAtom);
  if (state.status !== 'ready' || state.loadingMore || state.nextBefore === null || state.filters === null || providerId <= 0) return;
  const version = get(auditLoadVersionAtom);
  set(auditListAtom, { ...state, loadingMore: true, error: null });
  try {
    const page = await getAuditPage(providerId, state.filters, get(auditZoneAtom), state.nextBefore);
    if (get(auditLoadVersionAtom) !== version) return;
    set(auditListAtom, (s) => ({ ...s, events: [...s.events, ...page.events], nextBefore: page.nextBefore, loadingMore: false }));
  } catch (error) {
    if (get(auditLoadVersionAtom) !== version) return;
    set(auditListAtom, (s) => ({ ...s, loadingMore: false, error: failureText(error) }));
  }
});
