import { globalStyle, style } from '@vanilla-extract/css';
import { choiceRow } from '../field/field.css';
import { vars } from '../theme/vars.css';

export const list = style({ display: 'flex', flexDirection: 'column' });

/** The whole row is the label (≥ 44 px tall): a tap anywhere on it chooses. */
export const option = style([choiceRow]);

/** The native radio, restyled: arrow keys, one Tab stop and forms stay the platform's. */
export const input = style({
  appearance: 'none',
  flexShrink: 0,
  width: '24px',
  height: '24px',
  margin: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: '50%',
  backgroundColor: vars.color.surface,
  cursor: 'inherit',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  selectors: {
    // A ring of surface colour inside the brand border leaves a brand dot in the middle.
    '&:checked': { borderColor: vars.color.brand, backgroundColor: vars.color.brand, boxShadow: `inset 0 0 0 4px ${vars.color.surface}` },
    '&:disabled': { opacity: 0.55 },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, paddingTop: '1px' });

globalStyle(`${option}:has(input:disabled) ${text}`, { opacity: 0.7 });

export const label = style({ fontSize: vars.fontSize.body, lineHeight: vars.lineHeight.tight, color: vars.color.text, overflowWrap: 'anywhere' });

export const description = style({ fontSize: vars.fontSize.label, color: vars.color.textMuted, overflowWrap: 'anywhere' });
