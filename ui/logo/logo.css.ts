import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

export const logo = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    gap: vars.space.xs,
    color: 'inherit',
    lineHeight: 1,
  },
  variants: {
    size: {
      /** Beside a bar's title. */
      md: { fontSize: vars.fontSize.md },
      /** A screen's emblem, centred above what follows (e.g. a sign-in form). */
      lg: { fontSize: vars.fontSize.xl, marginInline: 'auto', marginBottom: vars.space.lg },
    },
    tone: {
      /** Takes the surrounding text colour (e.g. white on the brand-coloured bar). */
      inherit: {},
      brand: { color: vars.color.brand },
    },
  },
  defaultVariants: { size: 'md', tone: 'inherit' },
});

export const mark = recipe({
  base: { display: 'block', flexShrink: 0 },
  variants: {
    size: {
      md: { width: '28px', height: '28px' },
      lg: { width: '64px', height: '64px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const wordmark = style({
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.01em',
  whiteSpace: 'nowrap',
});

export type LogoVariants = NonNullable<RecipeVariants<typeof logo>>;
