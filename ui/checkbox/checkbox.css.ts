import { globalStyle, style } from '@vanilla-extract/css';
import { choiceRow } from '../field/field.css';
import { vars } from '../theme/vars.css';

/**
 * The tick's shape only, used as a mask: its colour comes from the theme
 * (textOnBrand), so it stays legible on the brand fill in both schemes.
 */
const tick = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M3.5 8.5l3 3 6-7' fill='none' stroke='%23000' stroke-width='2.2' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E")`;

/** The whole row is the label, so a tap anywhere on it (≥ 44 px tall) toggles. */
export const root = style([choiceRow]);

/** Box above its label, for narrow columns such as the days of a week. */
export const stacked = style({
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingLeft: vars.space.xxs,
  paddingRight: vars.space.xxs,
  minWidth: vars.size.touch,
  textAlign: 'center',
});

/** The native checkbox, restyled: keyboard, form and screen-reader behaviour stay the platform's. */
export const input = style({
  appearance: 'none',
  display: 'inline-grid',
  placeContent: 'center',
  flexShrink: 0,
  width: '24px',
  height: '24px',
  margin: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  cursor: 'inherit',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&::before': {
      content: '""',
      width: '18px',
      height: '18px',
      backgroundColor: vars.color.textOnBrand,
      maskImage: tick,
      maskSize: '18px 18px',
      maskRepeat: 'no-repeat',
      visibility: 'hidden',
    },
    '&:checked::before': { visibility: 'visible' },
    '&:checked': { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
    '&:disabled': { opacity: 0.55 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
  '@media': {
    // Forced colours drop backgrounds: draw the tick in the system's text colour.
    '(forced-colors: active)': { selectors: { '&::before': { backgroundColor: 'CanvasText' } } },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, paddingTop: '1px' });

export const label = style({ fontSize: vars.fontSize.body, lineHeight: vars.lineHeight.tight, color: vars.color.text, overflowWrap: 'anywhere' });

export const labelStacked = style({ fontSize: vars.fontSize.sm });

export const description = style({ fontSize: vars.fontSize.label, color: vars.color.textMuted, overflowWrap: 'anywhere' });

// Also when a disabled fieldset disables the input.
globalStyle(`${root}:has(input:disabled) ${text}`, { opacity: 0.7 });

/** Equal columns of at least 44 px; at 320 px wide a seventh day wraps rather than shrinks. */
export const horizontal = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${vars.size.touch}, 1fr))`,
  gap: vars.space.xxs,
});

export const vertical = style({ display: 'flex', flexDirection: 'column' });
