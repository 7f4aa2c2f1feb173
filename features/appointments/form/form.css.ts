import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBottom: vars.space.xl,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** A titled group of fields (fieldset without the browser's border). */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  minWidth: 0,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** Two fields side by side (start and end time), wrapping on very narrow screens. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
});

globalStyle(`${row} > *`, { flex: '1 1 8rem', minWidth: 0 });

/** Start and end time: side by side when both fit, else one under the other. */
export const times = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

globalStyle(`${times} > *`, { flex: '1 1 11rem', minWidth: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const prompt = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const promptText = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const linkButton = style({
  alignSelf: 'flex-start',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  background: 'none',
  color: vars.color.brand,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const contactList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '16rem',
  overflowY: 'auto',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
});

export const contactItem = style({
  display: 'flex',
  width: '100%',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.touch,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: 'none',
  borderBottom: `1px solid ${vars.color.divider}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const chosen = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const warning = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.danger,
});

export const preview = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const members = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const headerSave = style({
  marginInlineStart: vars.space.xs,
});

/** The overlap popup's list of what is already booked: a quiet card per appointment. */
export const overlapList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  listStyle: 'none',
});

export const overlapItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderLeft: `4px solid ${vars.color.divider}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const overlapTitle = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const overlapWhen = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
