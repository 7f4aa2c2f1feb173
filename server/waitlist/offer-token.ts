/**
 * An offer link's token (issue 29): 32 random bytes in base64url (43
 * characters). Only its SHA-256 is stored, so a copy of the database opens
 * no offer; the link is single-use (an answered offer is no longer open)
 * and expires with the offer.
 */
import { createHash, randomBytes } from 'node:crypto';
import { waitlistOfferPath } from '../../domain/contract/waitlist';

export const newOfferToken = (): string => randomBytes(32).toString('base64url');

export const offerTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The link a message carries: `<PUBLIC_URL>/w/<token>`. */
export const offerUrlOf = (publicUrl: string, token: string): string => `${publicUrl.replace(/\/+$/, '')}${waitlistOfferPath(token)}`;
