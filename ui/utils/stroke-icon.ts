/**
 * The attributes of a decorative line icon on a 24-unit grid, drawn in the
 * current colour. Decorative: the button or link around it carries the name.
 */
export const strokeIcon = (size = 24) =>
  ({
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
  }) as const;
