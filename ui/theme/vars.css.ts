import { createThemeContract } from '@vanilla-extract/css';

/**
 * The one token contract of the design system. Themes (see `theme.css.ts`)
 * fill it in; primitives only ever read `vars.*`.
 */
export const vars = createThemeContract({
  color: {
    /** Page background. */
    background: null,
    /** Cards, popups, inputs. */
    surface: null,
    /** Slightly tinted surface (hover, striped rows, segmented track). */
    surfaceMuted: null,
    /** Body text (AA on background and surface). */
    text: null,
    /** Secondary text (AA on background and surface). */
    textMuted: null,
    /** Text on brand / danger fills. */
    textOnBrand: null,
    /** Brand green: primary actions, selection. */
    brand: null,
    brandHover: null,
    /** Light brand tint for selected backgrounds. */
    brandSoft: null,
    danger: null,
    dangerHover: null,
    dangerSoft: null,
    /** Borders of inputs and cards (3:1 against surface for inputs). */
    border: null,
    /** Hairline dividers. */
    divider: null,
    /** Focus-visible ring. */
    focusRing: null,
    /** Scrim behind popups. */
    overlay: null,
    /** The app bar and other fixed chrome: brand green in light, a dark green-grey in dark. */
    chrome: null,
    /** Text and icons on chrome (AA), also its focus ring. */
    textOnChrome: null,
    /** Confirmation marks (3:1 against surface, as a bar or an icon). */
    success: null,
    /** Attention marks (3:1 against surface, as a bar or an icon). */
    warning: null,
    /**
     * One colour per appointment location kind, for a 4 px bar or an icon
     * (3:1 against surface). Pair it with an icon or words, never colour alone.
     */
    location: {
      office: null,
      video: null,
      phone: null,
      other: null,
    },
    /**
     * Six categorical colours that tell series apart (people, calendars,
     * charts), for a bar, a dot or text (4.5:1 against surface and
     * background). Pair them with a name, never colour alone; cycle past six.
     */
    series: {
      s1: null,
      s2: null,
      s3: null,
      s4: null,
      s5: null,
      s6: null,
    },
  },
  space: {
    none: null,
    xxs: null,
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    xxl: null,
  },
  font: {
    body: null,
    mono: null,
  },
  /**
   * Sizes by step (xs … xl) and by role (display … caption). Prefer the roles,
   * together with the matching `lineHeight` and `fontWeight` role (see
   * `typeRoles` in `type-scale.ts`), so one screen never invents a size.
   */
  fontSize: {
    xs: null,
    sm: null,
    md: null,
    lg: null,
    xl: null,
    /** The one big number or name of a screen (a date, a greeting). */
    display: null,
    /** Screen and popup titles. */
    title: null,
    /** Section headings, card titles. */
    heading: null,
    /** Running text and form values. */
    body: null,
    /** Buttons, field labels, tabs. */
    label: null,
    /** Hints, timestamps, footers. */
    caption: null,
  },
  lineHeight: {
    tight: null,
    body: null,
    display: null,
    title: null,
    heading: null,
    label: null,
    caption: null,
  },
  fontWeight: {
    regular: null,
    medium: null,
    bold: null,
    display: null,
    title: null,
    heading: null,
    body: null,
    label: null,
    caption: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    full: null,
  },
  motion: {
    /** 0 ms under prefers-reduced-motion. */
    fast: null,
    /** 200 ms: the standard transition. 0 ms under prefers-reduced-motion. */
    normal: null,
    slow: null,
    easing: null,
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  zIndex: {
    base: null,
    sticky: null,
    popover: null,
    overlay: null,
    popup: null,
    loader: null,
  },
  size: {
    /** Minimum touch target: 44 px. */
    touch: null,
    /** Compact control height (still ≥ 44 px hit area via padding). */
    controlSm: null,
    focusRingWidth: null,
  },
});
