/**
 * Names are searched ignoring case and accents (spec 5 autocomplete, issue 5
 * header search): 'jose' finds 'José'. The server folds with the same rule
 * in SQL (lower + NFD + combining marks removed), see the contacts migration.
 */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

export const foldForSearch = (text: string): string => text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().trim();

/** Longest search term the server accepts. */
export const SEARCH_TERM_MAX = 100;
