/**
 * The portal client's own waitlist calls (issue 29): their entry with their
 * provider and its open offers, join, leave, and answering an offer (the same
 * rules as the link's page).
 */
import {
  waitlistMineEntryResponse,
  waitlistMineResponse,
  waitlistOfferResponse,
  type WaitlistJoinBody,
  type WaitlistMineEntryResponse,
  type WaitlistMineResponse,
  type WaitlistOfferAction,
  type WaitlistOfferResponse,
} from '../../../domain/contract/waitlist';
import { request } from '../../api/client';

export const getMyWaitlist = (providerId: number, signal?: AbortSignal): Promise<WaitlistMineResponse> =>
  request('get', `waitlist/mine/${providerId}`, waitlistMineResponse, { signal });

export const joinWaitlist = (providerId: number, body: WaitlistJoinBody): Promise<WaitlistMineEntryResponse> =>
  request('post', `waitlist/join/${providerId}`, waitlistMineEntryResponse, { json: body });

export const leaveWaitlist = (providerId: number): Promise<WaitlistMineEntryResponse> =>
  request('delete', `waitlist/leave/${providerId}`, waitlistMineEntryResponse);

export const answerMyOffer = (offerId: number, action: WaitlistOfferAction): Promise<WaitlistOfferResponse> =>
  request('post', `waitlist/mine/offer/${offerId}/${action}`, waitlistOfferResponse);
