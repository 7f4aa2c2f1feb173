import { createHmac, randomBytes } from 'node:crypto';
import type { IceServer } from '../../domain/contract/video';

export interface IceConfig {
  turnUrls: readonly string[];
  turnSecret: string | undefined;
  turnTtlSeconds: number;
}

const isTurn = (url: string): boolean => /^turns?:/i.test(url);

/**
 * The TURN REST scheme (draft-uberti-behave-turn-rest; coturn's
 * use-auth-secret): username `${expiry}:${id}`, credential
 * base64(HMAC-SHA1(secret, username)). The TURN server recomputes it with the
 * same secret and refuses it after `expiry` (Unix seconds).
 */
export function turnCredential(secret: string, username: string): string {
  return createHmac('sha1', secret).update(username).digest('base64');
}

/**
 * What RTCPeerConnection is given: the STUN URLs in one entry without
 * credentials; the turn:/turns: URLs in another, with time-limited
 * credentials when TURN_SECRET is set (bare otherwise, for a TURN server
 * that needs none). The id part of the username is random: the TURN server's
 * logs learn nothing of who called.
 */
export function iceServersFor(config: IceConfig, now: number = Date.now()): IceServer[] {
  const stun = config.turnUrls.filter((u) => !isTurn(u));
  const turn = config.turnUrls.filter(isTurn);
  const servers: IceServer[] = [];
  if (stun.length > 0) servers.push({ urls: stun });
  if (turn.length > 0) {
    if (config.turnSecret) {
      const expiry = Math.floor(now / 1000) + config.turnTtlSeconds;
      const username = `${expiry}:${randomBytes(6).toString('hex')}`;
      servers.push({ urls: turn, username, credential: turnCredential(config.turnSecret, username) });
    } else {
      servers.push({ urls: turn });
    }
  }
  return servers;
}
