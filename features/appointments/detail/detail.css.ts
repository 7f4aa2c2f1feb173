import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.tight,
  // Long names wrap instead of widening the phone screen.
  overflowWrap: 'anywhere',
});

/** The client's name opens their record (issue 27 item 7). */
export const titleLink = style({
  display: 'inline-block',
  minHeight: '24px',
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
});

export const struck = style({
  textDecoration: 'line-through',
});

export const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(5.5rem, max-content) 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  margin: 0,
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** Notes keep the line breaks of plain text; sanitised HTML lays out as usual. */
export const notes = style({
  whiteSpace: 'pre-line',
});
globalStyle(`${notes} > :first-child`, { marginTop: 0 });
globalStyle(`${notes} > :last-child`, { marginBottom: 0 });

export const muted = style({
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

/** Buttons keep their labels on one line and share the row; a narrow phone wraps them. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
globalStyle(`${actions} > *`, { flex: '1 1 auto', whiteSpace: 'nowrap' });

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  minHeight: '1.25em',
});

export const centre = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.lg,
});

export const choiceList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

/** Edit mode's Save bar stays at the bottom of the phone screen while the form scrolls. */
export const editBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  background: vars.color.background,
  borderTop: `1px solid ${vars.color.divider}`,
});

export const editSave = style({
  minHeight: vars.size.touch,
});

export const nameFields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

/** Attendance (issue 26 item 4): its own block under the actions, apart from Cancel and Un-cancel. */
export const attendance = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.divider}`,
});

export const attendanceTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const attendanceReason = style({
  marginInlineStart: vars.space.sm,
  color: vars.color.textMuted,
});
