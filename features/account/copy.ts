/** Browser-only words of the account settings screen's passkeys section (issue 17 item 16); the server's texts are in domain/messages.ts. */

const day = (iso: string): string => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

export const passkeysCopy = {
  heading: 'Passkeys',
  intro:
    "Where you chose 'Keep me signed in', a passkey unlocks Meadow after it locks: your fingerprint, face or device PIN instead of your password. A passkey never signs you in.",
  unsupported: 'This browser cannot use passkeys.',
  none: 'No passkeys yet.',
  listLabel: 'Your passkeys',
  name: (createdAt: string): string => `Passkey added ${day(createdAt)}`,
  lastUsed: (lastUsedAt: string | null): string => (lastUsedAt ? `Last used ${day(lastUsedAt)}` : 'Not used yet'),
  synced: 'Synced to your other devices',
  remove: 'Remove',
  removeLabel: (createdAt: string): string => `Remove passkey added ${day(createdAt)}`,
  removing: 'Removing',
  removed: 'Passkey removed.',
  currentPassword: 'Your password',
  add: 'Add a passkey',
  adding: 'Adding a passkey',
  added: 'Passkey added. It can unlock Meadow from now on.',
  alreadyAdded: 'This device already has a passkey for your account.',
  notUsed: 'No passkey was made. Please try again.',
  loading: 'Loading passkeys',
} as const;

/** The offer after a first 'Keep me signed in' (issue 27 item 14). */
export const passkeyOfferCopy = {
  text: 'Unlock Meadow with your fingerprint, face or device PIN next time: add a passkey.',
  add: 'Add',
  addLabel: 'Add a passkey',
  notNow: 'Not now',
} as const;
