import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

/** The swipeable week: vertical scrolling stays with the browser. */
export const swipeArea = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: 0,
  touchAction: 'pan-y',
  userSelect: 'none',
});

/**
 * The week scrolls in its own box under the header row: the rest of a
 * phone's screen above the bottom dock (about twelve hours at 390×844).
 */
export const grid = style({
  flex: 'none',
  height: 'max(20rem, calc(100dvh - 250px))',
});

/** A day's heading: weekday over the date, a button to the day. */
export const dayButton = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1px',
  minWidth: 0,
  minHeight: vars.size.touch,
  padding: `${vars.space.xxs} 0`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const weekday = style({
  fontSize: '11px',
  lineHeight: 1.1,
  color: vars.color.textMuted,
});

export const date = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '26px',
  height: '26px',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const todayDate = style({ backgroundColor: vars.color.brand, color: vars.color.textOnBrand });

export const selectedDate = style({ boxShadow: `inset 0 0 0 2px ${vars.color.brand}` });

/** An appointment in a day column: a compact block, start time over the title, its location kind's colour at the edge. */
export const block = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
  overflow: 'hidden',
  paddingBlock: '1px',
  paddingInline: '3px',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.divider}`,
  borderInlineStartWidth: '3px',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: '11px',
  lineHeight: 1.2,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

/** The location kind's colour at the start edge; doubled class so it wins over the block's border whatever the CSS order. */
const tone = (color: string) => ({ selectors: { [`${block}&`]: { borderInlineStartColor: color } } });
export const blockEdge = styleVariants({
  office: tone(vars.color.location.office),
  video: tone(vars.color.location.video),
  phone: tone(vars.color.location.phone),
  other: tone(vars.color.location.other),
  cancelled: tone(vars.color.border),
});

export const blockCancelled = style({
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  borderStyle: 'dashed',
  boxShadow: 'none',
  textDecoration: 'line-through',
});

export const blockTime = style({
  display: 'block',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

/** The title breaks anywhere: a 46 px column shows more of a name in two lines than one line with '…'. */
export const blockTitle = style({
  display: 'block',
  overflowWrap: 'anywhere',
  overflow: 'hidden',
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
});
