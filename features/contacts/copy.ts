/**
 * Screen copy of the contact screens that only the browser uses: the
 * alphabet index, the contact screen's headings and actions, the phone
 * screen's call buttons and what the empty lists suggest next. The spec's
 * texts ('No contacts', the type labels, …) stay in domain/messages.ts.
 */

export const contactsCopy = {
  /** Name of the alphabet index beside the list. */
  jumpToLetter: 'Jump to letter',
  back: 'Back',
  details: 'Details',
  upcoming: 'Upcoming',
  past: 'Past',
  noUpcoming: 'Nothing booked ahead.',
  noPast: 'Nothing in the last three months.',
  mail: 'Mail',
  book: 'Book',
  /** The client's record rows while they load or when they cannot. */
  record: 'Record',
  recordLoading: 'Loading the record…',
  recordFailed: 'The birth date, address and insurance could not be loaded.',
  phones: 'Phone numbers',
  emails: 'E-mail addresses',
  timezone: 'Timezone',
  noDetails: 'No phone, e-mail or timezone saved yet.',
  /** Add Phone's number field and what a screen reader hears once it is saved. */
  newPhone: 'New phone number',
  phoneAdded: 'Phone added.',
  /** What an empty contacts list suggests. */
  emptyContactsHint: 'Add your first client or contact with Add Contact.',
  emptySearchHint: 'Check the spelling, or add them with Add Contact.',
  emptyFavouritesHint: 'Star a contact to keep it here; turn off Favourites only to see everyone.',
  emptyPhoneHint: 'Numbers you save on a client or other person show here.',
} as const;

/** A number's call button: 'Call Adler, Hannah work' (the type left out when unknown). */
export const callLabel = (name: string, type: string): string => (type ? `Call ${name} ${type}` : `Call ${name}`);
/** The contact screen's actions, named with the contact: 'Chat with Alex Morgan'. */
export const chatWithLabel = (name: string): string => `Chat with ${name}`;
export const mailToLabel = (name: string): string => `Mail ${name}`;
export const bookLabel = (name: string): string => `Book ${name}`;
/** Beside the birth date: '36 years'. */
export const ageText = (years: number): string => (years === 1 ? '1 year' : `${years} years`);
export const editLabel = (name: string): string => `Edit ${name}`;
/** 'Add Phone: Adler, Hannah' (several entries on the phone screen each have the button). */
export const addPhoneLabel = (addPhone: string, name: string): string => `${addPhone}: ${name}`;
