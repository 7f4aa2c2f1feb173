import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

export const view = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const dayBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const dayHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textAlign: 'center',
  flex: 1,
});

/** The swipeable day area: vertical scrolling stays with the browser. */
export const swipeArea = style({
  touchAction: 'pan-y',
  minHeight: '12rem',
  userSelect: 'none',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minHeight: vars.size.touch,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const title = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const meta = style({
  display: 'flex',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const cancelled = style({
  textDecoration: 'line-through',
});

export const empty = style({
  margin: 0,
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.lg,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const yearLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:hover': { color: vars.color.brandHover } },
});

/** Scrolled into view on entry: clear of the sticky app bar. */
export const monthGrid = style({
  scrollMarginTop: '72px',
  scrollMarginBottom: vars.space.md,
});
