import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** A bare fieldset (no frame, no inset) whose fields and button wrap as a row. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  // A fieldset is min-content wide by default and would push its flex or grid parent wider than a 320 px screen.
  minWidth: 0,
});

/**
 * Wide enough for a date input's text and picker icon (at 137 px Chromium cuts
 * off the year's last digit), so it never clips. From 296 px on, both dates
 * share a row and the button wraps under them; narrower, a date takes a row.
 */
export const dateField = style({ flex: '1 1 9rem', minWidth: '9rem' });
