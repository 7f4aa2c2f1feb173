/**
 * The import direction of ARCHITECTURE.md:
 *   app -> features -> ui -> domain;  features -> domain;  server -> domain.
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
