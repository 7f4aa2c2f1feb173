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

/** The bottom tab bar's landmark name and its tabs' short labels (spec 2's main menu). */
export const sectionTexts = {
  label: 'Sections',
  calendar: 'Calendar',
  contacts: 'Contacts',
  chat: 'Chat',
  /** Short for the security question (its full name is the tab's accessible name). */
  security: 'Security',
} as const;

/** The notices under the bar (issue 27 item 9). */
export const noticeTexts = {
  dismiss: 'Dismiss',
} as const;
