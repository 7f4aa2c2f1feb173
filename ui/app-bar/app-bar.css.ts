import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '56px',
  paddingLeft: `max(${vars.space.xs}, env(safe-area-inset-left))`,
  paddingRight: `max(${vars.space.xs}, env(safe-area-inset-right))`,
  paddingTop: 'env(safe-area-inset-top)',
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  boxShadow: vars.shadow.sm,
});

export const start = style({ display: 'flex', alignItems: 'center', flexShrink: 0, gap: vars.space.xxs });

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  paddingLeft: vars.space.xs,
  paddingRight: vars.space.xs,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  gap: vars.space.xxs,
  marginLeft: 'auto',
});
