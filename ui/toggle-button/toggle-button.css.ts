import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: vars.size.touch,
  padding: 0,
  margin: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&:focus-visible': { outline: 'none' },
  },
});

export const disc = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 52,
    height: 52,
    borderRadius: vars.radius.full,
    border: '1px solid transparent',
    transitionProperty: 'background-color, color, border-color',
    transitionDuration: vars.motion.normal,
    selectors: {
      [`${root}:focus-visible &`]: { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    },
  },
  variants: {
    tone: {
      /** Pressed = on (microphone, camera): filled when on, outlined when off. */
      default: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          [`${root}[aria-pressed=true] &`]: { backgroundColor: vars.color.brand, color: vars.color.textOnBrand, borderColor: vars.color.brand },
          [`${root}:hover:not(:disabled) &`]: { borderColor: vars.color.brand },
        },
      },
      /** Pressed = a warning state worth seeing from afar (muted): danger fill when pressed. */
      alert: {
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          [`${root}[aria-pressed=true] &`]: { backgroundColor: vars.color.danger, color: vars.color.textOnBrand, borderColor: vars.color.danger },
          [`${root}:hover:not(:disabled) &`]: { borderColor: vars.color.brand },
        },
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

export type ToggleButtonVariants = NonNullable<RecipeVariants<typeof disc>>;

export const icon = style({ display: 'inline-flex' });

export const caption = style({
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  maxWidth: 80,
  textAlign: 'center',
});
