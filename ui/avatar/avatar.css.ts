import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

/**
 * Tones are pairs the theme already guarantees contrast for (a fill with the
 * text colour it carries), so a dark theme keeps them readable.
 */
export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.bold,
    lineHeight: 1,
    letterSpacing: '0.02em',
    userSelect: 'none',
    overflow: 'hidden',
  },
  variants: {
    size: {
      sm: { width: '32px', height: '32px', fontSize: vars.fontSize.xs },
      md: { width: '40px', height: '40px', fontSize: vars.fontSize.sm },
      lg: { width: '72px', height: '72px', fontSize: vars.fontSize.xl },
    },
    tone: {
      brand: { backgroundColor: vars.color.brand, color: vars.color.textOnBrand },
      soft: { backgroundColor: vars.color.brandSoft, color: vars.color.text },
      muted: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
      rose: { backgroundColor: vars.color.dangerSoft, color: vars.color.text },
      ink: { backgroundColor: vars.color.textMuted, color: vars.color.surface },
    },
  },
  defaultVariants: { size: 'md', tone: 'soft' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;
