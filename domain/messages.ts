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
  tokenInvalid: 'The token sent is invalid',
  notFound: 'The requested record was not found',
  forbidden: "You don't have permission to do that",
  providerNotPermitted: 'You are not permitted to act for this provider',

  // spec 8: forgot password
  forgotEmailSent: 'Please check your email for additional information.',
  forgotAnswersWrong: 'Ooops! You did not answer enough questions successfully. Please try again',
  forgotUnsuccessful: 'We could not verify your answers. Please try again later',
  forgotWrongEmail: 'We could not find an account with that e-mail address',
  passwordUpdated: 'Password updated successfully',

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
  emailPermissionDenied: "Sorry! You don't have sufficient permission to access the email functionality.",

  // spec 5: validation
  nameRequired: 'Please enter a name',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  incorrectDate: 'incorrect date',
  /** Keep the number equal to DAILY_RANGE_MAX_DAYS (domain/contract/calendar.ts; a unit test checks). */
  dateRangeTooLong: 'The date range is too long: choose at most 62 days',
  incorrectTime: 'incorrect time',
  incorrectAppointmentType: 'incorrect appointment type selected',
  incorrectRepeatDates: 'incorrect start repeat or end repeat dates',
  incorrectOfficeLocation: 'incorrect office location selected',
  videoInPast: 'video appointment cannot be made in a previous date and time',
  incorrectEditScope: 'incorrect edit scope',
  incorrectProvider: 'incorrect provider selected',
  incorrectRepeat: 'incorrect repeat selected',
  incorrectVideoOption: 'incorrect video option selected',
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
  searchFilterRequired: 'Please select a filter',
  loginFieldsRequired: 'Please enter username and password',
  usernameTooLong: 'Username can be at most 50 characters',
  invalidRequest: 'The request is not valid',
  requestTooLarge: 'The request is too large',
  apiNotFound: 'There is no such API call',

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
  comingSoon: 'This screen is coming soon.',
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
} as const;

export type MessageKey = keyof typeof messages;
export type MessageText = (typeof messages)[MessageKey];

/** 'Add {term} as a new contact?' */
export const addAsNewContact = (term: string): string => `Add ${term} as a new contact?`;

/** How long a global message stays, unless the caller gives a time (spec 8, 9). */
export const MESSAGE_DEFAULT_SECONDS = 10;
/** New chat message and new mail popups (spec 8, 9). */
export const NEW_ITEM_POPUP_SECONDS = 20;
