import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.touch,
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const label = style({
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
});

export const description = style({ fontSize: vars.fontSize.label, color: vars.color.textMuted, margin: 0 });

const trackWidth = '52px';
const trackHeight = '32px';
const thumb = '24px';

/** The switch button: a 52 × 44 px hit area around a 52 × 32 px track. */
export const switchButton = style({
  position: 'relative',
  flexShrink: 0,
  width: trackWidth,
  height: vars.size.touch,
  padding: 0,
  margin: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&:focus-visible': { outlineOffset: '0', borderRadius: vars.radius.full },
  },
});

export const track = style({
  position: 'absolute',
  left: 0,
  top: `calc((${vars.size.touch} - ${trackHeight}) / 2)`,
  width: trackWidth,
  height: trackHeight,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.normal,
  selectors: {
    [`${switchButton}[aria-checked="true"] &`]: {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
    },
  },
});

export const thumbStyle = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: thumb,
  height: thumb,
  borderRadius: '50%',
  backgroundColor: vars.color.border,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.motion.normal,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [`${switchButton}[aria-checked="true"] &`]: {
      transform: `translateX(calc(${trackWidth} - ${thumb} - 8px))`,
      backgroundColor: vars.color.surface,
    },
  },
});

/**
 * Tone for the app bar (the `chrome` colour, brand green in light): the label
 * takes the bar's text colour, and the on-track gets an outline so it does not
 * vanish into the bar.
 */
export const onBrand = style({ gap: vars.space.xs });
globalStyle(`${onBrand} ${label}`, { color: vars.color.textOnChrome, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });
globalStyle(`${onBrand} ${switchButton}[aria-checked="true"] ${track}`, { borderColor: vars.color.textOnChrome });
