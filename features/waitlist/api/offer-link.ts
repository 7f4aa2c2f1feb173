/** waitlist/offer/{token} (issue 29): the link's page reads the offer and accepts or declines it, without a session. */
import { waitlistOfferResponse, type WaitlistOfferAction, type WaitlistOfferResponse } from '../../../domain/contract/waitlist';
import { request } from '../../api/client';

export const getOfferByLink = (token: string, signal?: AbortSignal): Promise<WaitlistOfferResponse> =>
  request('get', `waitlist/offer/${encodeURIComponent(token)}`, waitlistOfferResponse, { sessionCheck: false, signal });

export const answerOfferByLink = (token: string, action: WaitlistOfferAction): Promise<WaitlistOfferResponse> =>
  request('post', `waitlist/offer/${encodeURIComponent(token)}/${action}`, waitlistOfferResponse, { sessionCheck: false });
