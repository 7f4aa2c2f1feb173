import { style } from '@vanilla-extract/css';
import { vars } from '../../../ui/theme/vars.css';

/** The avatar of a dashboard row, with the presence dot on its lower corner as phones' chat lists show it. */
export const wrap = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

export const dot = style({
  position: 'absolute',
  right: '-2px',
  bottom: '-2px',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  selectors: { '&[data-online="false"]': { backgroundColor: vars.color.surface } },
});
