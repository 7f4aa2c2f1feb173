import './global.css';

export { vars } from './vars.css';
export { lightTheme, lightTheme as themeClass, darkTheme, lightOnlyTheme } from './theme.css';
export { typeRoles, typeRoleNames, type TypeRole } from './type-scale';
export { sprinkles, breakpoints, type Sprinkles } from './sprinkles.css';
