import { style } from '@vanilla-extract/css';

/** Tabular digits keep xxx-xxx-xxxx the same width while it is typed. */
export const input = style({ fontVariantNumeric: 'tabular-nums' });
