/** Screen copy of the booking form that only the browser uses (the spec's texts are in domain/messages.ts). */
export const bookingTexts = {
  /** The overlap popup's list of what is already booked (issue 27 item 3). */
  overlappedLabel: 'Already booked at this time',
} as const;
