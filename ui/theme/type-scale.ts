import { vars } from './vars.css';

/** The named roles of the type scale, largest first. */
export const typeRoleNames = ['display', 'title', 'heading', 'body', 'label', 'caption'] as const;

export type TypeRole = (typeof typeRoleNames)[number];

const role = (name: TypeRole) => ({
  fontSize: vars.fontSize[name],
  lineHeight: vars.lineHeight[name],
  fontWeight: vars.fontWeight[name],
});

/**
 * Size, line height and weight of each role, to spread into a
 * vanilla-extract style (`style({ ...typeRoles.title, color: … })`), so a
 * heading is a heading on every screen.
 */
export const typeRoles = {
  display: role('display'),
  title: role('title'),
  heading: role('heading'),
  body: role('body'),
  label: role('label'),
  caption: role('caption'),
} as const satisfies Record<TypeRole, ReturnType<typeof role>>;
