import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

/** Shared look of the calendar primitives (WeekStrip, MonthGrid, YearGrid). */

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%', minWidth: 0 });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minWidth: 0,
});

export const caption = style({
  flex: '1 1 auto',
  minWidth: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** The swipe surface: vertical scrolling stays with the page, horizontal drags are ours. */
export const grid = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflow: 'hidden',
  touchAction: 'pan-y',
  userSelect: 'none',
  WebkitUserSelect: 'none',
});

export const row = style({ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' });

export const columnHeader = style({
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
  paddingTop: vars.space.xxs,
  paddingBottom: vars.space.xxs,
});

export const cell = style({ display: 'flex', justifyContent: 'center', minWidth: 0 });

const slideFromEnd = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const slideFromStart = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

/** The page of days slides in from the side it came from; the motion token is 0 ms under reduced motion. */
export const slide = recipe({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    direction: {
      none: {},
      forward: { animationName: slideFromEnd, animationDuration: vars.motion.normal, animationTimingFunction: vars.motion.easing },
      back: { animationName: slideFromStart, animationDuration: vars.motion.normal, animationTimingFunction: vars.motion.easing },
    },
  },
  defaultVariants: { direction: 'none' },
});

/** A day's button fills its column: the whole column is the 44 px touch target. */
export const dayButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  width: '100%',
  minWidth: 0,
  minHeight: vars.size.touch,
  margin: 0,
  paddingTop: vars.space.xxs,
  paddingBottom: vars.space.xxs,
  paddingLeft: 0,
  paddingRight: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&:focus-visible': { outlineOffset: '-2px' } },
});

export const dayNumber = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: `calc(${vars.size.touch} - 12px)`,
    height: `calc(${vars.size.touch} - 12px)`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.md,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.fast,
    selectors: { [`${dayButton}:hover &`]: { backgroundColor: vars.color.surfaceMuted } },
  },
  variants: {
    today: {
      true: { color: vars.color.brand, fontWeight: vars.fontWeight.bold, boxShadow: `inset 0 0 0 2px ${vars.color.brand}` },
      false: {},
    },
    selected: {
      true: {
        backgroundColor: vars.color.brand,
        color: vars.color.textOnBrand,
        fontWeight: vars.fontWeight.bold,
        selectors: { [`${dayButton}:hover &`]: { backgroundColor: vars.color.brandHover } },
      },
      false: {},
    },
  },
  defaultVariants: { today: false, selected: false },
});

export const dot = recipe({
  base: { width: '6px', height: '6px', borderRadius: vars.radius.full, flexShrink: 0 },
  variants: {
    marked: { true: { backgroundColor: vars.color.brand }, false: { backgroundColor: 'transparent' } },
  },
  defaultVariants: { marked: false },
});

export type DayNumberVariants = NonNullable<RecipeVariants<typeof dayNumber>>;
export type SlideVariants = NonNullable<RecipeVariants<typeof slide>>;
