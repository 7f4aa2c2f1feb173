import { PROVIDER_ROLE } from '../../../domain/roles';

/** Whose trail a feed's events go to: the practice's (the subscriber), or the provider's own. */
export const feedAuditProvider = (owner: { id: number; role: number; subscriberId: number | null }): number =>
  owner.role === PROVIDER_ROLE ? owner.id : (owner.subscriberId ?? owner.id);
