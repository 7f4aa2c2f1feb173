/**
 * Meadow's week starts on Sunday, named here once. The month grid reads
 * S M T W T F S (spec), the week's details run Sunday to Saturday, and a
 * weekly every-N rule counts its weeks from Sunday: every 2 weeks on Sunday
 * and Saturday from Saturday 2027-01-02 books 01-02, 01-10, 01-16, 01-24.
 * RFC 5545 counts from Monday unless told (01-02, 01-03, 01-16, 01-17), so
 * every RRULE Meadow writes says WKST=SU.
 */
export const WEEK_START = 0;
