import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { feedIssuedResponse } from '../../../domain/contract/calendar-feed';
import type { Login } from '../helper';

/** Turns `who`'s feed on (or resets it) and answers its address and the path to fetch. */
export async function issueFeed(app: FastifyInstance, who: Login, call: 'on' | 'reset' = 'on') {
  const res = await app.inject({ method: 'POST', url: `/api/calendar_sync/feed/${call}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  const body = feedIssuedResponse.parse(res.json());
  const url = new URL(body.address.https);
  const secret = /^\/feed\/([A-Za-z0-9_-]{43})\.ics$/.exec(url.pathname)?.[1];
  expect(secret, url.pathname).toBeDefined();
  return { ...body, secret: secret!, path: url.pathname };
}

export const fetchFeed = (app: FastifyInstance, path: string, headers: Record<string, string> = {}, remoteAddress?: string): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url: path, headers, ...(remoteAddress ? { remoteAddress } : {}) });

/** A 200 feed's text. */
export async function feedText(app: FastifyInstance, path: string): Promise<string> {
  const res = await fetchFeed(app, path);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return res.body;
}
