import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/vars.css';

/** A small label beside a title or in a meta line; it never competes with the title. */
export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    maxWidth: '100%',
    paddingBlock: '1px',
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  variants: {
    tone: {
      muted: { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted },
      brand: { backgroundColor: vars.color.brandSoft, color: vars.color.text, borderColor: 'transparent' },
    },
  },
  defaultVariants: { tone: 'muted' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof root>>;
