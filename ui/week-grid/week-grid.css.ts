import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** Width of the hour labels' column: 'HH' in the caption size, no more. */
const gutter = '2rem';

/** Set by the component from `hourHeight`: the hour lines' spacing. */
export const hourVar = '--week-grid-hour';

/** The week's own scroll box: DayTimeline's (its class comes first), without a scrollbar's gutter in seven narrow columns. */
export const root = style({ scrollbarGutter: 'auto' });

/** The eight columns: the hours' gutter and seven days. */
const columns = {
  display: 'grid',
  gridTemplateColumns: `${gutter} repeat(7, minmax(0, 1fr))`,
} as const;

/** The day headings and the all-day row stay at the top while the hours scroll under them. */
export const top = style({
  position: 'sticky',
  top: 0,
  zIndex: 4,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.divider}`,
});

export const headings = style({ ...columns, alignItems: 'stretch' });

export const heading = style({ display: 'flex', minWidth: 0 });

export const allDay = style({
  ...columns,
  alignItems: 'start',
  borderTop: `1px solid ${vars.color.divider}`,
  paddingBlock: vars.space.xxs,
});

export const allDayLabel = style({
  alignSelf: 'center',
  paddingInlineEnd: vars.space.xxs,
  textAlign: 'end',
  fontSize: '10px',
  lineHeight: 1.1,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const allDayList = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 1px`,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
});

/** The 24 hours of the seven days; the component sets the height. */
export const body = style({
  ...columns,
  position: 'relative',
  marginBlockEnd: vars.space.xs,
});

export const hours = style({ position: 'relative' });

export const hourLabel = style({
  position: 'absolute',
  left: 0,
  right: 0,
  paddingInlineEnd: vars.space.xxs,
  transform: 'translateY(-50%)',
  textAlign: 'end',
  fontSize: '11px',
  lineHeight: 1,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:first-child': { transform: 'none' } },
});

/** One day: hour lines drawn as a background (no element per hour and day), a faint line between the days. */
export const day = style({
  position: 'relative',
  minWidth: 0,
  borderInlineStart: `1px solid ${vars.color.divider}`,
  backgroundImage: `linear-gradient(to bottom, ${vars.color.divider} 1px, transparent 1px)`,
  backgroundSize: `100% var(${hourVar})`,
});

export const today = style({ backgroundColor: vars.color.brandSoft });

/** A free slot: invisible until hovered, pressed or focused, then a soft brand tint with a plus. */
export const slot = style({
  position: 'absolute',
  left: '1px',
  right: '1px',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'transparent',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover, &:focus-visible, &:active': { backgroundColor: vars.color.brandSoft, color: vars.color.brand },
    '&:focus-visible': { outline: `${vars.size.focusRingWidth} solid ${vars.color.focusRing}`, outlineOffset: '-3px', zIndex: 3 },
  },
});

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
});

/** A timed item, placed by the component (top, height, column); what it holds fills it. */
export const item = style({
  position: 'absolute',
  zIndex: 1,
  display: 'flex',
  minHeight: 0,
  padding: '1px',
  pointerEvents: 'auto',
  selectors: { '&:focus-within': { zIndex: 2 } },
});

export const itemInner = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

/** The current time: a line across today's column. */
export const now = style({
  position: 'absolute',
  left: 0,
  right: 0,
  height: 0,
  borderTop: `2px solid ${vars.color.danger}`,
  zIndex: 2,
  pointerEvents: 'none',
});
