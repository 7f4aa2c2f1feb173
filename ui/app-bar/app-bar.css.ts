import { globalStyle, style } from '@vanilla-extract/css';
import { typeRoles } from '../theme/type-scale';
import { vars } from '../theme/vars.css';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '52px',
  paddingLeft: `max(${vars.space.xs}, env(safe-area-inset-left))`,
  paddingRight: `max(${vars.space.xs}, env(safe-area-inset-right))`,
  paddingTop: 'env(safe-area-inset-top)',
  backgroundColor: vars.color.chrome,
  color: vars.color.textOnChrome,
  boxShadow: vars.shadow.sm,
});

// The page's focus ring colour has too little contrast on the bar itself.
globalStyle(`${root} :focus-visible`, { outlineColor: vars.color.textOnChrome });

export const start = style({ display: 'flex', alignItems: 'center', flexShrink: 0, gap: vars.space.xxs });

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  paddingLeft: vars.space.xs,
  paddingRight: vars.space.xs,
  ...typeRoles.heading,
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
