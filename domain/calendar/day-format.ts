/**
 * The two numeric day formats of the product, read from a Date's own
 * calendar fields (local time, or a TZDate's zone). Written out rather than
 * with date-fns `format`: that function brings its whole pattern parser and
 * the en-US locale (≈ 5 KiB compressed) into /daily's first load for two
 * fixed patterns.
 */
const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** 'YYYY-MM-DD', as date-fns format(date, 'yyyy-MM-dd'). */
export const isoDayOf = (date: Date): string => `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;

/** 'MM-DD-YYYY', the product's display format, as date-fns format(date, 'MM-dd-yyyy'). */
export const usDayOf = (date: Date): string => `${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}-${pad(date.getFullYear(), 4)}`;
