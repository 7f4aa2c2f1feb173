/**
 * Browser-only names of the header's context icons (spec 2 "Header": add
 * client, add others, add chat). Not the spec's message table
 * (domain/messages.ts): these are accessible names, short on purpose.
 */
export const headerIconTexts = {
  addClient: 'Add client',
  addOthers: 'Add others',
  addChat: 'Add chat',
} as const;
