import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Width of the hour labels' column. */
const gutter = '3.25rem';

/** The day's own scroll box: vertical scrolling is the browser's, horizontal drags are left to the caller's swipe. */
export const root = style({
  position: 'relative',
  // In a flex column of bounded height it takes the rest; elsewhere give it a height.
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehaviorY: 'contain',
  touchAction: 'pan-y',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  scrollbarGutter: 'stable',
});

/** All-day items stay at the top while the hours scroll under them. */
export const allDay = style({
  position: 'sticky',
  top: 0,
  zIndex: 3,
  display: 'grid',
  gridTemplateColumns: `${gutter} minmax(0, 1fr)`,
  alignItems: 'start',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} 0`,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const allDayLabel = style({
  paddingTop: vars.space.sm,
  paddingInlineEnd: vars.space.xs,
  textAlign: 'end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.tight,
});

export const allDayList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

/** The 24 hours; the component sets the height from its `hourHeight`. */
export const day = style({
  position: 'relative',
  marginBlock: vars.space.sm,
});

export const hour = style({
  position: 'absolute',
  left: 0,
  right: 0,
  pointerEvents: 'none',
  selectors: {
    // The hour line runs from the labels' edge across the day; the half hour is a fainter dashed line.
    '&::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      left: gutter,
      right: 0,
      borderTop: `1px solid ${vars.color.divider}`,
    },
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: gutter,
      right: 0,
      borderTop: `1px dashed ${vars.color.divider}`,
      opacity: 0.7,
    },
  },
});

export const hourLabel = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: gutter,
  paddingInlineEnd: vars.space.sm,
  transform: 'translateY(-50%)',
  textAlign: 'end',
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  backgroundColor: vars.color.surface,
});

export const slots = style({ position: 'absolute', inset: 0, left: gutter });

/** A free slot: invisible until hovered or focused, then a soft brand tint with a plus and its time. */
export const slot = style({
  position: 'absolute',
  left: vars.space.xxs,
  right: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'transparent',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover, &:focus-visible, &:active': { backgroundColor: vars.color.brandSoft, color: vars.color.brand },
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '-3px' },
  },
});

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  position: 'absolute',
  inset: 0,
  left: gutter,
  pointerEvents: 'none',
});

/** A timed item: placed by the component (top, height, column); what it holds fills it. */
export const item = style({
  position: 'absolute',
  zIndex: 1,
  display: 'flex',
  minHeight: 0,
  paddingInlineEnd: vars.space.xs,
  paddingBlock: '1px',
  pointerEvents: 'auto',
  selectors: { '&:focus-within': { zIndex: 2 } },
});

export const itemInner = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

/** The current time: a line with a dot at the labels' edge. */
export const now = style({
  position: 'absolute',
  left: `calc(${gutter} - 4px)`,
  right: 0,
  height: 0,
  borderTop: `2px solid ${vars.color.danger}`,
  zIndex: 2,
  pointerEvents: 'none',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      top: '-5px',
      width: '8px',
      height: '8px',
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.danger,
    },
  },
});
