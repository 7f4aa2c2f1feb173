/**
 * The team view (issue 27 item 5): lanes side by side on one hour scale
 * (day), or days down the screen with one mini-lane per provider (week).
 * A lane's colour is a CSS variable set by its tone class, so one style
 * serves every lane.
 */
import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

/** The lane's colour: one of the theme's series colours (as many as domain's LANE_COLOURS). */
const laneColour = createVar();

const palette = [
  vars.color.series.s1,
  vars.color.series.s2,
  vars.color.series.s3,
  vars.color.series.s4,
  vars.color.series.s5,
  vars.color.series.s6,
];

/** laneTones[colour] sets a lane's colour for everything inside its element (see lane-tone.ts). */
export const laneTones: string[] = palette.map((colour) => style({ vars: { [laneColour]: colour } }));

/** Width of the hour labels' column. */
const gutter = '3rem';
export const HOUR_PX = 56;

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const mode = style({ flex: 'none', whiteSpace: 'nowrap' });

/** The chosen providers: chips in one row that scrolls sideways when they do not fit. */
export const chooser = style({
  display: 'flex',
  flex: '1 1 auto',
  gap: vars.space.xs,
  minWidth: 0,
  overflowX: 'auto',
  paddingBlock: vars.space.xxs,
  scrollbarWidth: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flex: 'none',
  minHeight: vars.size.touch,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: laneColour, boxShadow: `inset 0 0 0 1px ${laneColour}` },
    '&[aria-pressed="false"]': { color: vars.color.textMuted, borderStyle: 'dashed' },
    '&:disabled': { cursor: 'default' },
  },
});

/** The chip's mark: filled when shown, a ring when hidden, so the state is not colour alone. */
export const chipMark = style({
  width: '0.75rem',
  height: '0.75rem',
  flex: 'none',
  borderRadius: vars.radius.full,
  border: `2px solid ${laneColour}`,
  selectors: { [`${chip}[aria-pressed="true"] &`]: { backgroundColor: laneColour } },
});

// ----- Day: lanes side by side -----

/** The day's box; it ends at the footer and its hours scroll inside it, under the lanes' names. */
export const day = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 'none',
  height: 'max(20rem, calc(100dvh - 15.5rem))',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

/** A row of the day: the gutter, then one equal column per lane. The scroll bar's room is kept in every row so they line up. */
export const dayRow = style({
  display: 'grid',
  gridTemplateColumns: `${gutter} repeat(var(--lanes), minmax(0, 1fr))`,
  overflowY: 'hidden',
  scrollbarGutter: 'stable',
  flex: 'none',
});

export const laneHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.xs}`,
  borderBottom: `3px solid ${laneColour}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const laneHeadName = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const allDayRow = style({
  borderBottom: `1px solid ${vars.color.divider}`,
  paddingBlock: vars.space.xxs,
});

export const allDayLabel = style({
  alignSelf: 'center',
  paddingInlineEnd: vars.space.xs,
  textAlign: 'end',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
});

export const cellList = style({
  listStyle: 'none',
  margin: 0,
  padding: `0 ${vars.space.xxs}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const dayScroll = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehaviorY: 'contain',
  scrollbarGutter: 'stable',
});

export const dayBody = style([dayRow, { overflowY: 'visible', marginBlock: vars.space.sm }]);

export const gutterColumn = style({ position: 'relative' });

export const hourLabel = style({
  position: 'absolute',
  left: 0,
  width: gutter,
  paddingInlineEnd: vars.space.xs,
  transform: 'translateY(-50%)',
  textAlign: 'end',
  fontSize: vars.fontSize.xs,
  lineHeight: 1,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** One provider's hours: hour lines, a faint wash of its colour, its free times and appointments. */
export const lane = style({
  position: 'relative',
  minWidth: 0,
  borderInlineStart: `1px solid ${vars.color.divider}`,
  backgroundColor: `color-mix(in srgb, ${laneColour} 6%, ${vars.color.surface})`,
  backgroundImage: `repeating-linear-gradient(to bottom, ${vars.color.divider} 0 1px, transparent 1px ${HOUR_PX}px)`,
});

export const slots = style({ position: 'absolute', inset: 0 });

/** A free time: invisible until hovered or focused, then a soft tint with a plus. */
export const slot = style({
  position: 'absolute',
  left: vars.space.xxs,
  right: vars.space.xxs,
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
  pointerEvents: 'none',
});

export const item = style({
  position: 'absolute',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  paddingInline: '1px',
  paddingBlock: '1px',
  pointerEvents: 'auto',
  selectors: { '&:focus-within': { zIndex: 2 } },
});

export const laneNote = style({
  position: 'sticky',
  top: vars.space.xs,
  zIndex: 2,
  display: 'block',
  margin: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const now = style({
  position: 'absolute',
  left: 0,
  right: 0,
  height: 0,
  borderTop: `2px solid ${vars.color.danger}`,
  zIndex: 2,
  pointerEvents: 'none',
});

// ----- Week: days down the screen, a mini-lane per provider -----

export const weekDay = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
});

export const weekDayHeading = style({ margin: 0, fontSize: vars.fontSize.sm });

export const weekDayButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.touch,
  paddingInline: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="date"]': { color: vars.color.brand },
  },
});

/** One provider's day: its colour down the side, its name, its appointments, and the button that books for it. */
export const weekCell = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  columnGap: vars.space.xs,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `4px solid ${laneColour}`,
  borderRadius: vars.radius.sm,
  backgroundColor: `color-mix(in srgb, ${laneColour} 6%, ${vars.color.surface})`,
});

export const weekCellBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingBlock: vars.space.xs,
});

export const weekCellName = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const weekCellEmpty = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/** A mini-lane's busy chips (issue 28 item 2): on one line while they fit. */
export const weekCellBusy = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});
