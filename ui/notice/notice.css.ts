import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { typeRoles } from '../theme/type-scale';
import { vars } from '../theme/vars.css';

export const notice = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.md,
    padding: vars.space.xl,
    textAlign: 'center',
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    fullScreen: {
      true: {
        position: 'fixed',
        inset: 0,
        zIndex: vars.zIndex.loader,
        backgroundColor: vars.color.background,
      },
      false: {
        borderRadius: vars.radius.lg,
        border: `1px solid ${vars.color.divider}`,
        backgroundColor: vars.color.surface,
      },
    },
    tone: {
      neutral: {},
      danger: { borderColor: vars.color.danger },
    },
  },
  defaultVariants: { fullScreen: false, tone: 'neutral' },
});

export const icon = style({ display: 'inline-flex', color: vars.color.brand, fontSize: '48px', lineHeight: 1 });

export const title = style({
  margin: 0,
  ...typeRoles.title,
});

export const text = style({ margin: 0, maxWidth: '36ch', ...typeRoles.body, color: vars.color.textMuted });

export const dangerTitle = style({ color: vars.color.danger });

export const action = style({ marginTop: vars.space.sm });

export type NoticeVariants = NonNullable<RecipeVariants<typeof notice>>;
