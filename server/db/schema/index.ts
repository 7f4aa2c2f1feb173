/** The whole schema, for drizzle(…, { schema }) and drizzle-kit. */
export * from './users';
export * from './provider-permissions';
export * from './sessions';
export * from './login-failures';
export * from './office-locations';
export * from './insurance-companies';
export * from './clients';
export * from './persons';
export * from './events';
export * from './groups';
export * from './favourites';
export * from './phone-selected';
export * from './appointment-series';
export * from './appointments';
export * from './chat';
export * from './mail';
