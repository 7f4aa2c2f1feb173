import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

export const view = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The day and week views: a closer rhythm, so the hours get the height (issue 27 item 2). */
export const tight = style({ gap: vars.space.sm });

/** A calendar screen that fills the shell's main column down to the footer. */
export const fill = style({
  flex: 1,
});

/** The day's heading with spec 9's MM-DD-YYYY date under it. */
export const dayTitle = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
});

export const dayHeading = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textAlign: 'center',
});

export const specDate = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * The swipeable day area: vertical scrolling stays with the browser. It
 * grows to the footer so that a swipe over the empty part of a short day
 * still changes the day, not only a swipe over the cards.
 */
export const swipeArea = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  touchAction: 'pan-y',
  minHeight: '12rem',
  flex: 1,
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

export const listItem = style({ display: 'flex' });

/**
 * The day's timeline scrolls in its own box, so the header row and the week
 * strip stay in view: the rest of a phone's screen down to the bottom dock
 * (the bar, the row, the strip, the dock and the paddings take 330 px at
 * 390×844), nine hours and more at DAY_HOUR_PX.
 */
export const timeline = style({
  flex: 'none',
  height: 'max(18rem, calc(100dvh - 330px))',
});

/** The empty day's notice, compact above the timeline. */
export const emptyState = style({
  paddingBlock: vars.space.md,
});

export const addLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandHover },
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const skeleton = style({
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
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
