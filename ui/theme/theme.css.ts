import { createTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';

/**
 * Light theme. Put `lightTheme` on `<html>` or `<body>` (or any wrapper) to
 * make the tokens available. Contrast (WCAG 2.x): text #1f2a24 on #ffffff is
 * 14.9:1, textMuted #4f5d55 on #ffffff 6.6:1 and on #f5f7f4 6.2:1, white on
 * brand #2f6b47 6.3:1, white on danger #b3261e 6.5:1.
 */
export const lightTheme = createTheme(vars, {
  color: {
    background: '#f5f7f4',
    surface: '#ffffff',
    surfaceMuted: '#eaefe9',
    text: '#1f2a24',
    textMuted: '#4f5d55',
    textOnBrand: '#ffffff',
    brand: '#2f6b47',
    brandHover: '#245538',
    brandSoft: '#dcebe0',
    danger: '#b3261e',
    dangerHover: '#8f1e18',
    dangerSoft: '#fbe9e7',
    border: '#7a8a80',
    divider: '#d5ddd6',
    focusRing: '#1d5fbf',
    overlay: 'rgba(20, 30, 24, 0.55)',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Liberation Sans', Arial, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
  },
  lineHeight: {
    tight: '1.25',
    body: '1.5',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '14px',
    full: '9999px',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  shadow: {
    sm: '0 1px 2px rgba(20, 30, 24, 0.12)',
    md: '0 4px 12px rgba(20, 30, 24, 0.16)',
    lg: '0 12px 32px rgba(20, 30, 24, 0.24)',
  },
  zIndex: {
    base: '0',
    sticky: '100',
    popover: '300',
    overlay: '400',
    popup: '500',
    loader: '600',
  },
  size: {
    touch: '44px',
    controlSm: '36px',
    focusRingWidth: '3px',
  },
});

// Honour the user's wish for less motion: every duration token becomes 0.
globalStyle(`.${lightTheme}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.motion.fast]: '0ms',
        [vars.motion.normal]: '0ms',
        [vars.motion.slow]: '0ms',
      },
    },
  },
});
