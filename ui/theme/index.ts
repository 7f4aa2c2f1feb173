import './global.css';

export { vars } from './vars.css';
export { lightTheme, lightTheme as themeClass } from './theme.css';
export { sprinkles, breakpoints, type Sprinkles } from './sprinkles.css';
