/** The calendar feed's settings calls (issue 28; domain/contract/calendar-feed.ts). */
import { feedIssuedResponse, feedSavedResponse, feedSettingsResponse, type FeedChoices } from '../../../domain/contract/calendar-feed';
import { request } from '../../api/client';

export const getFeedSettings = (signal?: AbortSignal) => request('get', 'calendar_sync/feed', feedSettingsResponse, { signal });

/** Turns the feed on, or resets its address: the answer carries the address this once. */
export const issueFeed = (call: 'on' | 'reset') => request('post', `calendar_sync/feed/${call}`, feedIssuedResponse);

export const turnFeedOff = () => request('post', 'calendar_sync/feed/off', feedSavedResponse);

export const saveFeedChoices = (choices: FeedChoices) => request('put', 'calendar_sync/feed', feedSavedResponse, { json: choices });
