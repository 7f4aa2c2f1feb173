/**
 * The import direction of ARCHITECTURE.md:
 *   app -> features -> ui -> domain;  features -> domain;  server -> domain.
 * Within features/, each feature is on its own: it shares only api, session
 * and realtime, and app sees a feature only through its public entries.
 * stories and tests may import anything, so they are not cruised.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'ui-is-product-free', severity: 'error', comment: 'ui knows nothing of the product',
      from: { path: '^ui/' }, to: { path: '^(features|app|server)/' } },
    { name: 'features-below-app', severity: 'error', comment: 'features never import app or server',
      from: { path: '^features/' }, to: { path: '^(app|server)/' } },
    { name: 'domain-is-pure', severity: 'error', comment: 'domain imports no other layer',
      from: { path: '^domain/' }, to: { path: '^(ui|features|app|server)/' } },
    { name: 'domain-no-io', severity: 'error', comment: 'domain imports no React, no Node built-ins, no I/O libraries',
      from: { path: '^domain/' },
      to: { dependencyTypes: ['core'] } },
    { name: 'domain-only-pure-packages', severity: 'error', comment: 'domain may use only pure libraries',
      from: { path: '^domain/' },
      to: { dependencyTypes: ['npm', 'npm-dev'], pathNot: 'node_modules/(zod|date-fns|@date-fns/tz|rrule|libphonenumber-js|sanitize-html|dompurify)/' } },
    { name: 'server-no-browser-code', severity: 'error', comment: 'server never imports browser code',
      from: { path: '^server/' }, to: { path: '^(ui|features|app)/' } },
    { name: 'browser-no-server-packages', severity: 'error', comment: 'browser code never pulls in server packages',
      from: { path: '^(ui|features|app)/' },
      to: { path: 'node_modules/(fastify|@fastify|drizzle-orm|pg|@electric-sql|@node-rs|socket\\.io/|redis|nodemailer|web-push)' } },
    { name: 'features-isolated', severity: 'error',
      comment: 'a feature imports another feature only through the shared ones: features/api, features/session, features/realtime (features/README.md)',
      from: { path: '^features/([^/]+)/' },
      to: { path: '^features/', pathNot: ['^features/$1/', '^features/(api|session|realtime)/'] } },
    { name: 'app-uses-feature-entries', severity: 'error',
      comment: "app imports a feature only through its public entry: features/<name>/index.ts, or an on-demand entry: features/<name>/lazy.ts, or a chunk of its own, features/<name>/<part>-lazy.ts",
      from: { path: '^app/' },
      to: { path: '^features/', pathNot: '^features/[^/]+/(index|lazy|[a-z-]+-lazy)\\.ts$' } },
    { name: 'feature-entries-only-reexport', severity: 'error',
      comment: "a feature's public entries name what app may use from the feature's own files; they never re-export another feature",
      from: { path: '^features/([^/]+)/(index|lazy|[a-z-]+-lazy)\\.ts$' },
      to: { path: '^features/', pathNot: '^features/$1/' } },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '\\.css\\.ts$' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
