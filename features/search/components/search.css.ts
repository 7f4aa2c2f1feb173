import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

/** Under the header bar, above the screen: the results scroll inside it so the screen keeps its place. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.divider}`,
  boxShadow: vars.shadow.sm,
  maxHeight: '75dvh',
  overflowY: 'auto',
});

export const intro = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const groupHeading = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.md });

export const entries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const entryName = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const entryLabel = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.sm });

export const appointments = style({ listStyle: 'none', margin: 0, padding: 0 });

export const appointmentLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.brand,
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const cancelled = style({ textDecoration: 'line-through' });

export const note = style({ margin: 0, color: vars.color.textMuted });

/** 'Dates': the From / To range folds behind it (issue 27 item 8). */
export const datesToggle = style({ alignSelf: 'flex-start' });
