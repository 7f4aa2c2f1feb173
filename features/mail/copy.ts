/**
 * Screen copy of the mail screens that only the browser uses: the compose
 * screen's labels and the accessible names and questions of folders,
 * signatures, rows and attachments. The spec's message table (and the mail
 * labels the spec quotes, `mailTexts`, `mailSearchTexts`) stay in
 * domain/messages.ts.
 */

/** 'Delete the folder Billing? Its mail goes back to the inbox.' */
export const deleteFolderQuestion = (name: string): string => `Delete the folder ${name}? Its mail goes back to the inbox.`;
/** Accessible names of a folder's buttons on the mailboxes screen. */
export const renameFolderLabel = (name: string): string => `Rename ${name}`;
export const deleteFolderLabel = (name: string): string => `Delete ${name}`;
/** 'Delete the signature Evening? This cannot be undone.' */
export const deleteSignatureQuestion = (name: string): string => `Delete the signature ${name}? This cannot be undone.`;
/** Accessible names of a signature's buttons on the mailboxes screen (apart from a folder's of the same name). */
export const editSignatureLabel = (name: string): string => `Edit signature ${name}`;
export const deleteSignatureLabel = (name: string): string => `Delete signature ${name}`;
/** What an empty mail list suggests next. */
export const mailEmptyHints = {
  box: 'Mail you send and receive shows here; write one with the compose button.',
  favourites: 'Star a mail to keep it here, or turn off Favourites only to see all.',
} as const;
/** A mail row's star: 'Favourite: Quarterly report'. */
export const mailFavouriteLabel = (subject: string): string => `Favourite: ${subject}`;
/** An attachment chip's button: 'Download consent-forms.pdf'. */
export const downloadAttachmentLabel = (name: string): string => `Download ${name}`;
/** '1 mail', '4 mails' (a folder badge's accessible text). */
export const mailCount = (n: number): string => (n === 1 ? '1 mail' : `${n} mails`);

/** Labels of the compose screen (spec 2 "E-mail": compose; issue 12). */
export const mailComposeTexts = {
  formLabel: 'Compose mail',
  loading: 'Opening the mail',
  loadFailed: 'The mail could not be opened. Check your connection and try again.',
  to: 'To',
  toPlaceholder: 'Type a name',
  toHint: 'At most 2 recipients',
  noContactMatches: 'No one matches',
  clearName: 'Clear',
  recipients: 'Recipients',
  subject: 'Subject',
  message: 'Message',
  messagePlaceholder: 'Write your message',
  formatting: 'Formatting',
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  bulletedList: 'Bulleted list',
  numberedList: 'Numbered list',
  signature: 'Signature',
  insertSignature: 'Insert signature',
  attach: 'Attach files',
  attachments: 'Attachments',
  attachHint: 'PDF, image, text, Word, Excel or OpenDocument; up to 10 MB each, 25 MB together.',
  send: 'Send',
  sending: 'Sending',
  saveDraft: 'Save draft',
  savingDraft: 'Saving draft',
  discard: 'Discard',
  keepEditing: 'Keep editing',
  unsaved: 'Unsaved: Save draft to keep it',
  saved: 'Draft saved',
  leaveTitle: 'Save this mail as a draft?',
  leaveText: 'Your changes are not saved. Save draft keeps them so you can finish later; Discard throws them away.',
  discardTitle: 'Discard your changes?',
  discardText: 'What you wrote since the last save will be lost.',
} as const;
