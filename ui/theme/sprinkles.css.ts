import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './vars.css';

/** Mobile first: `mobile` is the default, the others are min-width queries. */
export const breakpoints = { mobile: 0, tablet: 600, desktop: 1024 } as const;

const layoutProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'flex', 'inline-flex', 'block', 'inline-block', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    width: { full: '100%', auto: 'auto' },
    height: { full: '100%', auto: 'auto' },
    minHeight: { 0: '0', full: '100%', screen: '100dvh' },
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.fontSize,
    borderRadius: vars.radius,
    overflow: ['hidden', 'auto', 'visible'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

// Sprinkles take flat value maps: the nested location colours become `location<Kind>` keys.
// The series colours stay out: few screens use them, and each sprinkle value is CSS on every page.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
const { location, series, ...plainColors } = vars.color;
const colorValues = {
  ...plainColors,
  locationOffice: location.office,
  locationVideo: location.video,
  locationPhone: location.phone,
  locationOther: location.other,
};

const colorProperties = defineProperties({
  conditions: {
    lightMode: {},
    darkMode: { '@media': '(prefers-color-scheme: dark)' },
  },
  defaultCondition: 'lightMode',
  properties: {
    color: colorValues,
    background: colorValues,
    borderColor: colorValues,
  },
});

/** Layout (with breakpoint conditions) and colour (with colour-mode conditions) atoms. */
export const sprinkles = createSprinkles(layoutProperties, colorProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
