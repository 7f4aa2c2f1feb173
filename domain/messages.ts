/**
 * The one message table (spec sections 5 and 8). Screens and the server both
 * take their texts from here; texts the spec quotes are kept to the letter,
 * including its spelling.
 */
export const messages = {
  // spec 8: transport and session
  serverError: 'something went wrong, please try again later',
  sessionInvalid: 'session is invalid or session has expired',
  noPhoneOrEmail: "user doesn't have phone number or email",
  loginFailed: 'Not able to login. Please try again later',
  invalidCredentials: 'Invalid username or password',
  tooManyLoginAttempts: 'Too many failed login attempts. Please wait 15 minutes and try again.',
  tooManyRequests: 'Too many requests. Please slow down and try again in a moment.',
  /** A password reset link's token that is not one of ours (spec 8; the reset token's state invalid, spec 4). */
  tokenInvalid: 'The token sent is invalid',
  notFound: 'The requested record was not found',
  forbidden: "You don't have permission to do that",
  providerNotPermitted: 'You are not permitted to act for this provider',

  // spec 8: forgot password
  forgotEmailSent: 'Please check your email for additional information.',
  forgotAnswersWrong: 'Ooops! You did not answer enough questions successfully. Please try again',
  forgotUnsuccessful: 'We could not verify your answers. Please try again later',
  /** Shown when forgot/verify gives no details (spec 5 'wrongEmail'): a malformed address, never an unknown one. */
  forgotWrongEmail: 'Please enter a valid e-mail address',
  passwordUpdated: 'Password updated successfully',
  tooManyRecoveryAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  securityAnswerRequired: 'Please answer the security question',
  resetLinkExpired: 'This password reset link has expired. Please ask for a new one.',
  resetLinkUsed: 'This password reset link has already been used. Please ask for a new one.',
  passwordTooShort: 'Your new password must be at least 8 characters long',
  passwordTooLong: 'Your new password must be at most 128 characters long',
  passwordsDiffer: 'The two passwords do not match',
  passwordBreached: 'This password is in lists of passwords stolen from other sites. Please choose another one',
  resetEmailSubject: 'Reset your Meadow password',
  passwordChangedEmailSubject: 'Your Meadow password was changed',
  // security question settings
  securityQuestionRequired: 'Please choose a security question',
  securityQuestionSaved: 'Your security question has been saved',
  currentPasswordWrong: 'Your current password is not correct',
  // passkeys that unlock a kept session (issue 17 item 16)
  passkeyNotVerified: 'The passkey could not be checked. Please try again, or use your password.',
  passkeyLimit: 'You have 10 passkeys, the most Meadow keeps. Please remove one to add another.',
  passkeyExists: 'This passkey is already added to your account.',
  // install and push (spec 2 Popups, 4)
  installPromptTitle: 'Add to Home Screen',
  installPromptYes: 'Add',
  installPromptIosHint: 'Tap the Share button, then Add to Home Screen.',
  installPromptHint: 'Open Meadow from your home screen, full screen, like any other app.',
  /** The iOS hint's acknowledgement (Safari has no install dialog to open). */
  installPromptIosOk: 'OK',
  /** The loader's label while a prompt shows in the app's place (spec 2 Popups). */
  promptWaiting: 'Waiting for your answer',
  dontAskAgain: "Don't Ask Again",
  notificationPromptTitle: 'Turn on Notifications',
  notificationPromptYes: 'Turn On',
  notificationPromptHint: 'Hear about new messages, mail and appointment changes while Meadow is closed. A notification never names a client or shows what was written.',
  notificationsBlocked: 'Notifications are blocked for this site. You can allow them in your browser settings.',
  pushNewChatMessage: 'New chat message',
  pushNewMail: 'New secure message',
  pushAppointmentChanged: 'Appointment changed',
  /** Issue 26 item 3: a client answered a reminder's link (the push names no one). */
  pushAppointmentConfirmed: 'Appointment confirmed',
  pushAppointmentCancelled: 'Appointment cancelled',
  /** A reminder's link that was forged, altered, has expired or names an occurrence no longer there. */
  reminderLinkInvalid: 'This link is not valid or has expired.',
  pushOpenToRead: 'Open Meadow to see it.',
  pushSubscriptionInvalid: 'The push subscription is not valid',

  // spec 8: realtime popups
  newMessage: 'You have a received a new message',
  newMail: 'You have a received a new mail',

  // spec 8: contacts, video, appointments
  clientAdded: 'client added successfully',
  clientAddedNoAppointmentPermission:
    "Client added successfully, but you don't have enough permission to view or add an appointment",
  popupBlocked:
    "A popup blocker is preventing your session from opening. Please check the browser's settings on your phone to disable the popup blocker.",
  videoLoginFailed: 'The video session could not be opened. Please try again later',
  videoAppointmentError: 'The video appointment could not be saved. Please try again later',
  appointmentPastTime: 'Appointment can not be created for past time',
  videoSessionPastTime: 'Sorry! Video session can not be created for past time',
  // Meadow Connect (issue 15): the join screen and the signalling namespace.
  videoSessionNotFound: 'This video session link is not valid. Please ask your provider for a new one',
  videoSessionCancelled: 'This video session has been cancelled',
  videoSessionNotOpenYet: 'This video session opens 30 minutes before it starts',
  videoSessionFull: 'This video session is full',
  videoSessionDenied: 'The provider did not admit you to this video session',
  videoSessionEnded: 'The video session has ended',
  videoSessionNotAllowed: "You don't have permission to join this video session",
  emailPermissionDenied: "Sorry! You don't have sufficient permission to access the email functionality.",

  // spec 5: validation
  nameRequired: 'Please enter a name',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  incorrectDate: 'incorrect date',
  /** Keep the number equal to DAILY_RANGE_MAX_DAYS (domain/contract/calendar.ts; a unit test checks). */
  dateRangeTooLong: 'The date range is too long: choose at most 62 days',
  /** Keep the number equal to AUDIT_RANGE_MAX_DAYS (domain/contract/audit.ts; a unit test checks). */
  auditRangeTooLong: 'The date range is too long: choose at most 366 days',
  /** How a provider's audit trail names someone outside the practice (issue 30 item 2): never their name or username; the user id follows. */
  auditOutsideUser: 'a user of another practice',
  incorrectTime: 'incorrect time',
  incorrectAppointmentType: 'incorrect appointment type selected',
  incorrectRepeatDates: 'incorrect start repeat or end repeat dates',
  incorrectOfficeLocation: 'incorrect office location selected',
  videoInPast: 'video appointment cannot be made in a previous date and time',
  incorrectEditScope: 'incorrect edit scope',
  incorrectProvider: 'incorrect provider selected',
  incorrectRepeat: 'incorrect repeat selected',
  incorrectVideoOption: 'incorrect video option selected',
  /** Reminder settings (issue 26 item 2): a lead time not on the list, or the second equal to the first. */
  incorrectReminderTime: 'incorrect reminder time',
  /** The cancellation window of a reminder's link (issue 26 item 3): whole hours, 0 to 720. */
  incorrectCancellationWindow: 'incorrect cancellation window',
  reminderSettingsSaved: 'Reminder settings saved',
  incorrectLocationType: 'Choose exactly one of office, video, phone or other',
  videoNotPermitted: "You don't have permission to add a video appointment for this provider",
  videoDeleteRefused: "You don't have permission to delete this video appointment",
  appointmentGone: 'This appointment no longer exists',
  portalCannotBook: 'Portal users cannot add or change appointments',
  incorrectStateCode: 'incorrect state code',
  incorrectZipCode: 'incorrect zip code',
  incorrectEmail: 'incorrect email',
  emailAlreadyExists: 'Email already exist',
  incorrectPhone: 'incorrect phone',
  incorrectDateOfBirth: 'incorrect date of birth',
  dateOfBirthInFuture: 'date of birth cannot be in the future',
  incorrectTimezone: 'incorrect timezone',
  invalidInsuranceCompany: 'invalid insurance company selected',
  incorrectInsuranceId: 'incorrect insurance id',
  noGroupMember: 'No group member added',
  searchTermRequired: 'Please enter a search term',
  chatMessageRequired: 'Please type a message',
  chatMessageTooLong: 'The message is too long: at most 4000 characters',
  chatNotAllowed: 'You cannot chat with this user',
  groupChatNotAllowed: 'Group chat is not available to delegates',
  searchRangeTooLong: 'The search range is too long: choose at most 2 years',
  phonesFull: 'A contact can have at most 4 phones',
  contactGone: 'This contact no longer exists',
  personSaved: 'The person was saved',
  clientSaved: 'The client was saved',
  eventAdded: 'The event was added',
  groupAdded: 'The group was added',
  searchFilterRequired: 'Please select a filter',

  // portal mail (issue 12); the numbers match domain/contract/mail.ts (a unit test checks)
  mailRecipientRequired: 'Please choose at least one recipient',
  mailRecipientsTooMany: 'A mail can have at most 2 recipients',
  mailNotAllowed: 'You cannot send mail to this user',
  mailSubjectTooLong: 'The subject is too long: at most 200 characters',
  mailBodyTooLong: 'The message is too long: at most 100,000 characters',
  mailEmpty: 'Please enter a subject or a message',
  mailGone: 'This mail no longer exists',
  mailOnlyTrashDeletes: 'Only mail in Trash can be deleted for good',
  mailMoveNotAllowed: 'This mail cannot be moved there',
  attachmentTooLarge: 'This file is too large: each attachment can be at most 10 MB',
  attachmentsTooMany: 'A mail can have at most 10 attachments',
  attachmentsTooLargeTogether: 'The attachments are too large together: at most 25 MB per mail',
  attachmentTypeNotAllowed:
    'This type of file cannot be attached. Attach PDF, image, text, Word, Excel or OpenDocument files.',
  attachmentGone: 'This attachment no longer exists',
  attachmentNameInvalid: 'The file name is not valid',
  folderNameRequired: 'Please enter a folder name',
  folderNameTooLong: 'A folder name can be at most 50 characters',
  folderExists: 'A folder with this name already exists',
  folderGone: 'This folder no longer exists',
  foldersTooMany: 'You can have at most 100 folders',
  signatureNameRequired: 'Please enter a signature name',
  signatureTooLong: 'A signature can be at most 5,000 characters',
  signaturesTooMany: 'You can have at most 10 signatures',
  mailSent: 'Your mail was sent',
  draftSaved: 'The draft was saved',
  mailTrashed: 'Moved to Trash',
  mailDeleted: 'Deleted for good',
  mailMoved: 'The mail was moved',
  loginFieldsRequired: 'Please enter username and password',
  usernameTooLong: 'Username can be at most 50 characters',
  invalidRequest: 'The request is not valid',
  requestTooLarge: 'The request is too large',
  apiNotFound: 'There is no such API call',
  // issue 13: Idempotency-Key on create calls (domain/contract/idempotency.ts)
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  requestAlreadyReceived: 'This request was already received. Please wait a moment, then check whether it was saved before trying again.',

  // spec 2: prompts and notices
  overlapQuestion:
    'There is already an appointment in this time slot. Do you still want to add this new appointment?',
  portraitNotice: 'The app works best in portrait view. Please rotate your device!',
  portraitThanks: 'Thank you!',
  notFoundTitle: 'OOPS! Page Not Found',
  notFoundText:
    'The page you are looking for might have been removed had its name changed or is temporarily unavailable.',

  // app shell
  loginBottom: 'Secure scheduling and messaging for your practice. Sign in with the account your practice gave you.',
  sessionRestoring: 'Restoring your session',
  signingOut: 'Signing out',

  // spec 2: calendar views
  nothingToShow: 'Nothing to show',
  calendarLoadFailed: 'The appointments could not be loaded. Check your connection and try again.',
  tryAgain: 'Try again',
  allDay: 'All day',
  cancelled: 'Cancelled',
  locationOffice: 'Office',
  locationVideo: 'Video',
  locationPhone: 'Phone',
  locationOther: 'Other',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  splitScreen: 'Split screen',
  backToYear: 'Back to year',
  loadingAppointments: 'Loading appointments',
  appointmentsOf: 'Appointments',

  // spec 2: appointment detail and the Save-choice popup
  loadingAppointment: 'Loading appointment',
  noNotes: 'No notes',
  detailCancel: 'Cancel',
  detailUncancel: 'Un-cancel',
  detailDelete: 'Delete',
  detailEdit: 'Edit',
  detailSave: 'Save',
  detailCloseEdit: 'Stop editing',
  editName: 'Edit Name',
  startVideoSession: 'Start video session',
  detailTime: 'Time',
  detailDate: 'Date',
  detailLocation: 'Location',
  detailNotes: 'Notes',
  /** The client note on the practice's detail screen (issue 26). */
  detailClientNote: 'Note for the client',
  /** The client note as the portal client reads it. */
  detailNoteForYou: 'Note from the practice',
  detailRepeat: 'Repeats',
  detailActions: 'Appointment actions',
  // Literal, not built from domain/brand: a template string would widen MessageText to string.
  locationVideoConnect: 'Video (Meadow Connect)',
  locationVideoSecure: 'Video (Secure Video)',
  cancelQuestion: 'Cancel this appointment?',
  uncancelQuestion: 'Un-cancel this appointment?',
  deleteQuestion: 'Delete this appointment?',
  cancelScopeQuestion: 'Which appointments do you want to cancel?',
  uncancelScopeQuestion: 'Which appointments do you want to un-cancel?',
  deleteScopeQuestion: 'Which appointments do you want to delete?',
  scopeSingle: 'This appointment only',
  scopeFuture: 'This and following',
  scopeAll: 'All in the series',
  confirmYes: 'Yes',
  confirmNo: 'No',
  appointmentCancelled: 'The appointment was cancelled',
  appointmentUncancelled: 'The appointment was un-cancelled',
  saveChoiceQuestion: 'How would you like to save?',
  saveSingle: 'Save for this appointment only',
  saveFuture: 'Save For Future',
  saveAll: 'Save for all appointments',
  clickToConfirm: 'Click to confirm',
  backToEditing: 'Back to editing',

  // issue 26 item 4: attendance, on the detail, the calendar card and the contact screen
  attendance: 'Attendance',
  attendanceAttended: 'Attended',
  attendanceNoShow: 'No-show',
  attendanceLateCancel: 'Late cancel',
  attendanceCancelledByClient: 'Cancelled by client',
  attendanceCancelledByPractice: 'Cancelled by practice',
  attendanceNotMarked: 'Not marked',
  attendanceReason: 'Reason (optional)',
  attendanceSave: 'Save attendance',
  attendanceClear: 'Clear attendance',
  attendanceSaved: 'Attendance saved',
  attendanceCleared: 'Attendance cleared',
  attendanceHistory: 'Attendance history',
  attendanceNoHistory: 'No attendance marked yet',
  attendanceNotYet: 'Attendance can be marked on the day of the appointment or after it',
  incorrectAttendance: 'incorrect attendance selected',
  /** Keep the number equal to ATTENDANCE_REASON_MAX (domain/appointments/attendance.ts; a unit test checks). */
  attendanceReasonTooLong: 'The reason is too long: at most 200 characters',

  // issue 29: the waitlist (server answers; the screens' labels are waitlistTexts)
  waitlistDaysInvalid: 'Please choose at least one day of the week',
  waitlistWindowInvalid: 'Please choose time windows whose end is after their start',
  waitlistLocationInvalid: 'Please choose office, video or phone',
  waitlistDatesInvalid: 'The latest date must be on or after the earliest date',
  waitlistLengthInvalid: 'Please choose a session length between 15 minutes and 8 hours',
  waitlistPriorityInvalid: 'Please choose a priority between 0 and 100',
  waitlistHoldInvalid: 'Please choose a hold between 5 minutes and 24 hours',
  waitlistContactInvalid: 'Please choose a client or a contact',
  waitlistEntryGone: 'This waitlist entry no longer exists',
  waitlistAlreadyOn: 'This contact is already on the waitlist',
  waitlistNotWaiting: 'This waitlist entry is no longer waiting',
  waitlistPortalOnly: 'Only a client can join the waitlist',
  waitlistOfferLinkInvalid: 'This link is not valid',
  waitlistOfferExpired: 'Sorry, this offer has expired. You stay on the waitlist.',
  waitlistOfferTaken: 'Sorry, someone else has just taken this time. You stay on the waitlist.',
  waitlistOfferAnswered: 'This offer has already been answered',
  waitlistOfferAccepted: 'Your appointment is booked',
  waitlistOfferDeclined: 'Thank you, we will let you know when another time is free',
  waitlistJoined: 'You are on the waitlist',
  waitlistLeft: 'You have left the waitlist',
  waitlistEntrySaved: 'Waitlist entry saved',
  waitlistEntryRemoved: 'Waitlist entry removed',
  waitlistEntryBooked: 'Waitlist entry booked',
  waitlistSettingsSaved: 'Waitlist settings saved',
  /** Push titles (issue 29): name no one, say nothing clinical. */
  pushWaitlistOffer: 'An earlier appointment is free',
  pushWaitlistSlotFilled: 'Slot filled from the waitlist',
  pushWaitlistOfferTaken: 'The offered time has been taken',

  // issue 28 item 2: busy time from a provider's personal calendar (the screen's words are busyCalendarTexts)
  busyCalendarUrlInvalid: 'Please enter the secret address of your calendar (https://… or webcal://…)',
  busyCalendarLabelTooLong: 'The name is too long: at most 60 characters',
  busyCalendarGone: 'This calendar no longer exists',
  /** Keep the number equal to BUSY_CALENDARS_MAX (domain/contract/busy-calendars.ts). */
  busyCalendarsFull: 'At most 10 calendars can be added',
  busyCalendarOwnOnly: 'Only the provider can manage their own calendars',
  busyCalendarAdded: 'Calendar added. Its busy times appear in a few minutes.',
  busyCalendarRemoved: 'Calendar removed',
  busyCalendarRefreshing: 'Refreshing the calendar',
} as const;

export type MessageKey = keyof typeof messages;
export type MessageText = (typeof messages)[MessageKey];

/** 'Add {term} as a new contact?' */
export const addAsNewContact = (term: string): string => `Add ${term} as a new contact?`;

/** How long a global message stays, unless the caller gives a time (spec 8, 9). */
export const MESSAGE_DEFAULT_SECONDS = 10;
/** New chat message and new mail popups (spec 8, 9). */
export const NEW_ITEM_POPUP_SECONDS = 20;

/**
 * Labels of the Add Appointment form and its inline contact panels (spec 2).
 * Kept apart from `messages` so that MessageText stays the list of popup
 * texts; quoted spec texts are kept to the letter.
 */
export const appointmentFormTexts = {
  heading: 'Add Appointment',
  headerTitle: 'Add',
  save: 'Save',
  saving: 'Saving appointment',
  addAppointment: 'Add appointment',
  loadingForm: 'Loading the form',
  contact: 'Contact',
  contactPlaceholder: 'Type a name',
  changeContact: 'Change contact',
  yes: 'Yes',
  no: 'No',
  showAllContacts: 'Show all contacts',
  hideAllContacts: 'Hide all contacts',
  allContacts: 'All contacts',
  contactType: 'Contact type',
  typeClient: 'Client',
  typeOtherPerson: 'Other Contact: Person',
  typeEvent: 'Event',
  typeGroup: 'Group',
  kindClient: 'Client',
  kindOtherPerson: 'Other Person',
  kindEvent: 'Event',
  kindGroup: 'Group',
  kindUser: 'User',
  kindSubscriber: 'Subscriber',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  email: 'E-mail',
  timezone: 'Timezone',
  addPerson: 'Add Person',
  cancel: 'Cancel',
  eventName: 'Name of event',
  addEvent: 'Add Event',
  groupName: 'Group name',
  videoGroup: 'Is This a Video Group?',
  groupMembers: 'Group members',
  nothingToSelect: 'Nothing to select',
  addGroup: 'Add Group',
  date: 'Date',
  startTime: 'Start time',
  endTime: 'End time',
  allDay: 'All day',
  location: 'Location',
  officeLocation: 'Office location',
  customLocation: 'Custom',
  customLocationText: 'Custom location',
  videoChoice: 'Video service',
  secureVideo: 'Secure Video',
  otherVideo: 'Other Video',
  reminder: 'Video reminder',
  emailReminder: 'Email reminder',
  smsReminder: 'SMS reminder',
  noReminder: 'No reminder',
  /** Every kind but video (issue 26 item 2): the same choice, and e-mail and SMS together. */
  reminderAny: 'Reminder',
  bothReminders: 'Email and SMS reminder',
  provider: 'Provider for this appointment',
  notes: 'Notes',
  notesHint: 'Private to the practice',
  clientNote: 'Note for the client',
  clientNoteHint: 'Visible to the client',
  repeat: 'Repeat',
  repeatEvery: 'Repeat every',
  repeatOnDays: 'Repeat on',
  monthlyBy: 'Monthly by',
  byDayOfMonth: 'Day of month',
  byDayOfWeek: 'Day of week',
  repeatStarts: 'Repeat starts',
  repeatEnds: 'Repeat ends',
  repeatNever: 'Never ends',
  repeatAfter: 'Ends after N occurrences',
  repeatCount: 'Number of occurrences',
  repeatPreview: 'Repeats',
  units: { 0: 'days', 1: 'weeks', 2: 'months', 3: 'months', 4: 'years' },
} as const;

/**
 * Labels of the contact screens (spec 2: add client, person, event and group
 * forms, the phone editor, the contacts full list, the phone screen and the
 * header search). Quoted spec texts are kept to the letter.
 */
export const contactsTexts = {
  // add client / add person
  addClientTitle: 'Add Client',
  editClientTitle: 'Edit Client',
  addPersonTitle: 'Add Person',
  editPersonTitle: 'Edit Person',
  personalInfo: 'Personal info',
  firstName: 'First name',
  lastName: 'Last name',
  birthDate: 'Birthday',
  mandatory: 'required',
  address: 'Address',
  street: 'Street',
  apt: 'Apt',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  phones: 'Phone',
  emails: 'E-mail',
  email: 'E-mail',
  addEmail: 'Add E-mail',
  removeEmail: 'Remove e-mail',
  timezone: 'Timezone',
  reminderPref: 'Appointment reminders',
  reminderByEmail: 'Email',
  reminderBySms: 'SMS',
  reminderByBoth: 'Email and SMS',
  reminderNone: 'None',
  notes: 'Notes',
  insurance: 'Insurance',
  insuranceCompany: 'Insurance company',
  noInsurance: 'None',
  insuranceId: 'Insurance id',
  insuranceType: 'Insurance type',
  insurancePrimary: 'primary',
  insuranceSecondary: 'secondary',
  save: 'Save',
  addPerson: 'Add Person',
  addClient: 'Add Client',
  cancel: 'Cancel',
  confirmSaveQuestion: 'Save this person?',
  yes: 'Yes',
  no: 'No',
  loading: 'Loading',
  saving: 'Saving',
  // phone editor
  addPhone: 'Add Phone',
  phoneType: 'Phone type',
  deletePhone: 'Delete phone',
  phonePlaceholder: 'xxx-xxx-xxxx',
  phoneTypeNames: { 1: 'cell', 2: 'home', 3: 'work', 4: 'fax', 5: 'other' },
  // event / group
  addEventTitle: 'Add Event',
  eventName: 'Name of event',
  addEvent: 'Add Event',
  addGroupTitle: 'Add Group',
  groupName: 'Group name',
  videoGroup: 'Is This a Video Group?',
  groupMembers: 'Group members',
  groupClients: 'Clients',
  groupOthers: 'Others',
  groupSubscribers: 'Subscribers',
  groupUsers: 'Users',
  nothingToSelect: 'Nothing to select',
  addGroup: 'Add Group',
  // contacts full list
  contactsTitle: 'Contacts',
  noContacts: 'No contacts',
  searchContacts: 'Search contacts',
  addContact: 'Add Contact',
  addContactChoice: 'What would you like to add?',
  newClient: 'Client',
  newPerson: 'Other Contact: Person',
  newEvent: 'Event',
  newGroup: 'Group',
  contactAppointments: 'Appointments',
  noAppointments: 'No appointments',
  call: 'Call',
  chat: 'Chat',
  edit: 'Edit',
  loadingContacts: 'Loading contacts',
  // favourites and the phone screen
  favourite: 'Favourite',
  addFavourite: 'Add to favourites',
  removeFavourite: 'Remove from favourites',
  favouritesMode: 'Favourites only',
  noFavourites: 'No favourites',
  phoneTitle: 'Phone',
  choosePhone: 'Choose a number',
  selectedPhone: 'last used',
  contactsLoadFailed: 'The contacts could not be loaded. Check your connection and try again.',
  appointmentsLoadFailed: 'The appointments could not be loaded.',
  deepSearch: 'Search dates',
  // header search
  search: 'Search',
  searchLabel: 'Search contacts and appointments',
  searchIntro: 'Searches contacts and appointments:',
  clear: 'Clear',
  from: 'From',
  to: 'To',
  go: 'Go',
  clientsHeading: 'Clients:',
  othersHeading: 'Others:',
  noResults: 'No results',
  searching: 'Searching',
  moreResults: 'Only the first results are shown: refine the search to see more.',
} as const;

/** Labels of the chat dashboard and conversations (spec 2 "Chat"); apart from `messages` like the tables above. */
export const chatTexts = {
  dashboardTitle: 'Chat',
  searchChat: 'Search chat',
  people: 'People',
  groups: 'Groups',
  noConversations: 'No conversations',
  noMatches: 'No chat matches',
  loadingChats: 'Loading chats',
  loadingMessages: 'Loading messages',
  loadFailed: 'The chats could not be loaded. Check your connection and try again.',
  online: 'online',
  offline: 'offline',
  you: 'You',
  noMessagesYet: 'No messages yet',
  startOfConversation: 'Start of the conversation',
  newMessages: 'New messages',
  today: 'Today',
  yesterday: 'Yesterday',
  messageLabel: 'Message',
  messagePlaceholder: 'Type a message',
  send: 'Send',
  sending: 'Sending',
  sent: 'Sent',
  read: 'Read',
  failed: 'failed',
  retry: 'Retry',
  openChat: 'Open chat',
  backToChats: 'All chats',
} as const;

/** '3 unread' (a badge's accessible text). */
export const unreadCount = (n: number): string => `${n} unread`;

/** Labels of the mail screens (spec 2 "E-mail": mailboxes, lists, detail); apart from `messages` like the tables above. */
export const mailTexts = {
  mail: 'Mail',
  compose: 'Compose e-mail',
  composeTitle: 'Compose Email',
  detailTitle: 'Email',
  mailboxesTitle: 'Mailboxes',
  folderTitle: 'Folder',
  inbox: 'Inbox',
  unread: 'Unread',
  sent: 'Sent',
  draft: 'Draft',
  trash: 'Trash',
  mailFolders: 'Mail folders',
  boxes: 'Mailboxes',
  folders: 'Folders',
  noFolders: 'No folders yet',
  newFolder: 'New folder',
  folderName: 'Folder name',
  createFolder: 'Create',
  renameFolder: 'Rename folder',
  deleteFolder: 'Delete folder',
  save: 'Save',
  cancel: 'Cancel',
  searchMail: 'Search Mail',
  favouritesOnly: 'Favourites only',
  noMail: 'No mail',
  noFavouriteMail: 'No favourite mail',
  loadingMail: 'Loading mail',
  loadingMore: 'Loading more mail',
  loadFailed: 'The mail could not be loaded. Check your connection and try again.',
  loadMoreFailed: 'More mail could not be loaded.',
  mailLoadFailed: 'This mail could not be loaded.',
  unreadLabel: 'Unread',
  hasAttachments: 'Has attachments',
  noSubject: '(no subject)',
  nobody: '(no recipients)',
  from: 'From',
  to: 'To',
  date: 'Date',
  attachments: 'Attachments',
  mailActions: 'Mail actions',
  reply: 'Reply',
  replyAll: 'Reply all',
  forward: 'Forward',
  moveToFolder: 'Move to folder',
  moveTo: 'Move to',
  move: 'Move',
  moveToTrash: 'Move to Trash',
  restore: 'Restore',
  deleteForGood: 'Delete for good',
  deleteForGoodQuestion: 'Delete this mail for good? This cannot be undone.',
  markUnread: 'Mark unread',
  openInbox: 'Open inbox',
  checkingPermission: 'Checking e-mail permission',
  openingDraft: 'Opening the draft',
  downloading: 'Downloading',
  folderLoading: 'Loading folders',
  signatures: 'Signatures',
  noSignatures: 'No signatures yet',
  newSignature: 'New signature',
  editSignature: 'Edit signature',
  deleteSignature: 'Delete signature',
  signatureName: 'Signature name',
  signatureBody: 'Signature',
  signaturesLoading: 'Loading signatures',
  signaturesLoadFailed: 'The signatures could not be loaded.',
} as const;

/** 'Remove Alex Morgan', 'Remove report.pdf': the × of a recipient or a file. */
export const removeLabel = (name: string): string => `Remove ${name}`;
/** The line above a quoted mail in a reply or forward. */
export const mailQuoteIntro = (date: string, name: string): string => `On ${date}, ${name} wrote:`;

/** Labels of the mail search panel (spec 2 "E-mail": search, 5 "Search"); apart from `messages` like the tables above. */
export const mailSearchTexts = {
  label: 'Search mail',
  placeholder: 'Search Mail',
  filters: 'Search in',
  all: 'All',
  subject: 'Subject',
  sender: 'Sender',
  recipient: 'Recipient',
  dates: 'Dates',
  from: 'From',
  to: 'To',
  go: 'Go',
  cancel: 'Cancel',
  clear: 'Clear',
  searching: 'Searching',
  results: 'Mail search results',
  inbox: 'Inbox',
  draft: 'Draft',
  sent: 'Sent',
  trash: 'Trash',
  noResults: 'No results',
  moreResults: 'Only the newest mails of a group are shown: refine the search to see more.',
  unread: 'Unread',
  hasAttachments: 'Has attachments',
  noSubject: '(no subject)',
  nobody: '(no recipients)',
} as const;

/** The signed-in user's security question screen (issue 14). */
export const securityQuestionTexts = {
  /** The screen holds the passkeys too (issue 27 item 14): one place named 'Security'. */
  title: 'Security',
  menu: 'Security',
  heading: 'Security question',
  intro: 'If you forget your password, this question lets you set a new one.',
  question: 'Question',
  choose: 'Choose a question',
  answer: 'Answer',
  answerHint: 'Capital letters and extra spaces do not matter.',
  currentPassword: 'Current password',
  save: 'Save',
  saving: 'Saving',
  loading: 'Loading your security question',
} as const;

/**
 * The page a reminder's link opens (issue 26 item 3), seen without signing
 * in: it says only what the reminder said, and what the answer did.
 */
export const reminderAnswerTexts = {
  title: 'Your appointment',
  checking: 'Checking your link',
  confirm: 'Confirm',
  cancel: 'Cancel appointment',
  confirming: 'Confirming',
  cancelling: 'Cancelling',
  where: 'Where',
  when: 'When',
  byPhone: 'By phone',
  video: 'Video session',
  confirmed: 'Thank you. Your appointment is confirmed.',
  cancelled: 'Your appointment is cancelled.',
  alreadyConfirmed: 'This appointment is already confirmed.',
  alreadyCancelled: 'This appointment has already been cancelled.',
  cancelledByPractice: 'This appointment has been cancelled by the practice.',
  tooLateToCancel: 'It is too late to cancel here. Please call the practice.',
  callPractice: 'Call the practice',
  badge: { confirmed: 'Confirmed', cancelled: 'Cancelled by client' },
  /** The detail's row of the client's answer (staff only). */
  answerTerm: "Client's answer",
  /** The practice's settings of the link, on the Reminders screen. */
  windowLabel: 'Cancellation window (hours before the start)',
  windowHint: "Until then a client may cancel from the reminder's link; after it, the page asks them to call.",
  phoneLabel: 'Practice phone',
  phoneHint: "Shown on the reminder's page once it is too late to cancel there.",
} as const;

/** The provider's Reminders screen (issue 26 item 2). */
export const reminderSettingsTexts = {
  title: 'Reminders',
  intro: 'Clients and other contacts are reminded of their appointments by e-mail or SMS, as each contact prefers.',
  firstLead: 'First reminder',
  secondLead: 'Second reminder',
  noSecond: 'No second reminder',
  nameProvider: "Say the provider's name in reminders",
  nameProviderHint: 'Off: reminders name only the product, the time and the place.',
  save: 'Save',
} as const;

/** What the shell and the route table say of the waitlist (issue 29); the screens' words are features/waitlist/copy.ts. */
export const waitlistRouteTexts = { title: 'Waitlist', offerTitle: 'An earlier appointment' } as const;


/**
 * Calendar sync (issue 28 sections 1 and 3): the subscription feed's
 * settings screen, and the words a feed's events may carry. A feed leaves
 * Meadow for a calendar service HIPAA does not bind, so its titles are
 * neutral unless the user chooses otherwise, with a warning beside the
 * choices that name a client.
 */
export const calendarSyncTexts = {
  title: 'Calendar sync',
  menu: 'Calendar sync',
  turnedOn: 'Calendar feed is on.',
  turnedOff: 'Calendar feed is off. The old address no longer works.',
  resetDone: 'New address made. The old one no longer works.',
  saved: 'Calendar feed settings saved.',
  /** What a feed's events say (server/calendar/feed-event.ts). */
  eventAppointment: 'Appointment',
  eventClientNumber: 'Client',
  kindOffice: 'Office',
  kindVideo: 'Video',
  kindPhone: 'Phone',
  calendarName: 'Meadow',
} as const;

/** The one word the calendar views show for busy time: apart from busyCalendarTexts, so /daily's first load carries only it. */
export const BUSY_BLOCK_TEXT = 'Busy';

/** The audit trail's word for a busy-time calendar record (issue 28 item 2). */
export const BUSY_CALENDAR_AUDIT_WORD = 'Busy-time calendar';

/** 'Busy, 10:00 AM–11:00 AM': a busy block's accessible name. */
export const busyBlockName = (range: string): string => `${BUSY_BLOCK_TEXT}, ${range}`;
