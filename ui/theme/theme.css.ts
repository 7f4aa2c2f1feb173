import { assignVars, createTheme, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/**
 * Light colours. Contrast (WCAG 2.x): text #1f2a24 on #ffffff is 14.9:1,
 * textMuted #4f5d55 on #ffffff 6.6:1 and on #f5f7f4 6.2:1, white on brand
 * #2f6b47 6.3:1, white on danger #b3261e 6.5:1, textOnChrome white on chrome
 * #2f6b47 6.3:1 (it is the focus ring there too: the blue one would vanish
 * on green). Marks for a 4 px bar or an icon on #ffffff (3:1 needed):
 * success #2e7d32 5.1:1, warning #b25e00 4.7:1, office #2f7d4f 5.0:1, video
 * #1f6fb2 5.3:1, phone #7b4fc4 5.6:1, other #66707a 5.0:1.
 */
const lightColors = {
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
  chrome: '#2f6b47',
  textOnChrome: '#ffffff',
  success: '#2e7d32',
  warning: '#b25e00',
  location: {
    office: '#2f7d4f',
    video: '#1f6fb2',
    phone: '#7b4fc4',
    other: '#66707a',
  },
  // On #ffffff / #f5f7f4: 5.8/5.3, 5.9/5.5, 5.3/4.9, 5.8/5.4, 7.0/6.5, 5.9/5.5 (4.5:1 needed as text).
  series: {
    s1: '#1565c0',
    s2: '#c2185b',
    s3: '#00796b',
    s4: '#a14f00',
    s5: '#6a3fb5',
    s6: '#5c6b00',
  },
};

/**
 * Dark colours: light text on a green-black ground, and light fills (brand,
 * danger) that carry dark text, as Material's dark scheme does, because a
 * mid green under white text would not reach AA. Contrast (WCAG 2.x):
 * - text #e4ebe6 on background #111714 15.0:1, on surface #1a211d 13.5:1,
 *   on surfaceMuted #242d28 11.7:1, on brandSoft #1f3b2b 10.1:1;
 * - textMuted #a7b5ac on #111714 8.5:1, on #1a211d 7.7:1, on #242d28 6.7:1,
 *   on brandSoft 5.7:1;
 * - textOnBrand #0c1a11 on brand #7fcf9e 9.7:1, on brandHover 11.4:1, on
 *   danger #ffb4ab 10.6:1, on dangerHover 12.8:1;
 * - brand as text on #1a211d 8.9:1; danger as text on #1a211d 9.7:1, on
 *   dangerSoft 8.8:1; textOnChrome #e4ebe6 on chrome #1c2e23 11.8:1;
 * - input border #7f8f85 on #1a211d 4.8:1, on #111714 5.3:1, on #242d28
 *   4.2:1; focus ring #8ab4f8 on #111714 8.6:1, on #1a211d 7.8:1 (3:1 needed);
 * - marks on #1a211d (3:1 needed): success #73c27a 7.6:1, warning #f0b35a
 *   8.8:1, office #6cc58f 7.8:1, video #7ab4f0 7.5:1, phone #b99cf0 7.1:1,
 *   other #a3adb5 7.2:1.
 */
const darkColors = {
  background: '#111714',
  surface: '#1a211d',
  surfaceMuted: '#242d28',
  text: '#e4ebe6',
  textMuted: '#a7b5ac',
  textOnBrand: '#0c1a11',
  brand: '#7fcf9e',
  brandHover: '#9ddcb4',
  brandSoft: '#1f3b2b',
  danger: '#ffb4ab',
  dangerHover: '#ffcfc9',
  dangerSoft: '#3f1d1a',
  border: '#7f8f85',
  divider: '#323d36',
  focusRing: '#8ab4f8',
  overlay: 'rgba(0, 0, 0, 0.65)',
  chrome: '#1c2e23',
  textOnChrome: '#e4ebe6',
  success: '#73c27a',
  warning: '#f0b35a',
  location: {
    office: '#6cc58f',
    video: '#7ab4f0',
    phone: '#b99cf0',
    other: '#a3adb5',
  },
  // On #1a211d / #111714: 7.9/8.8, 7.4/8.1, 8.8/9.7, 9.7/10.7, 8.0/8.8, 10.5/11.6 (4.5:1 needed as text).
  series: {
    s1: '#7ab8ff',
    s2: '#f48fb1',
    s3: '#4fd1c5',
    s4: '#ffb870',
    s5: '#c3a6ff',
    s6: '#c5d86d',
  },
};

const lightShadows = {
  sm: '0 1px 2px rgba(20, 30, 24, 0.12)',
  md: '0 4px 12px rgba(20, 30, 24, 0.16)',
  lg: '0 12px 32px rgba(20, 30, 24, 0.24)',
};

// On a dark ground a soft green shadow vanishes; depth there needs black.
const darkShadows = {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.55)',
  lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
};

/**
 * The theme. Put `lightTheme` (alias `themeClass`) on `<html>`: it fills every
 * token, and its colours turn dark by themselves when the system asks for a
 * dark scheme (below), so the app follows the phone's setting with no code.
 */
export const lightTheme = createTheme(vars, {
  color: lightColors,
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
  // Roles on a 1.2-ish scale from the 16 px body: 28 / 22 / 18 / 16 / 14 / 12.
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '18px',
    xl: '22px',
    display: '28px',
    title: '22px',
    heading: '18px',
    body: '16px',
    label: '14px',
    caption: '12px',
  },
  lineHeight: {
    tight: '1.25',
    body: '1.5',
    display: '1.2',
    title: '1.25',
    heading: '1.35',
    label: '1.4',
    caption: '1.4',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
    display: '700',
    title: '700',
    heading: '600',
    body: '400',
    label: '500',
    caption: '400',
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
  shadow: lightShadows,
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

// Follow the system: dark colours under a dark scheme; `color-scheme` lets
// native parts (scrollbars, date inputs, autofill) follow as well.
// Honour the user's wish for less motion: every duration token becomes 0.
globalStyle(`.${lightTheme}`, {
  colorScheme: 'light dark',
  '@media': {
    '(prefers-color-scheme: dark)': {
      vars: { ...assignVars(vars.color, darkColors), ...assignVars(vars.shadow, darkShadows) },
    },
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.motion.fast]: '0ms',
        [vars.motion.normal]: '0ms',
        [vars.motion.slow]: '0ms',
      },
    },
  },
});

/*
 * Fixed schemes, beside `lightTheme` on the same element, whatever the system
 * says: for a preview (Storybook's theme switch, screenshot tests) or a later
 * in-app choice. Declared after the rule above, so on the same element they win.
 */
export const darkTheme = style({
  colorScheme: 'dark',
  vars: { ...assignVars(vars.color, darkColors), ...assignVars(vars.shadow, darkShadows) },
});

export const lightOnlyTheme = style({
  colorScheme: 'light',
  vars: { ...assignVars(vars.color, lightColors), ...assignVars(vars.shadow, lightShadows) },
});
