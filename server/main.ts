import path from 'node:path';
import v8 from 'node:v8';
import { buildApp } from './app';
import { loadConfig } from './config';
import { trimWhenIdle } from './idle-trim';
import { DEMO_PASSWORD, demoLogins } from './seed/demo-logins';

/** A plain-text table of the demo logins for the start-up banner. */
function formatLogins(): string {
  const rows = [['username', 'role', 'userType', 'description'], ...demoLogins.map((l) => [l.username, String(l.role), String(l.userType ?? '-'), l.description])];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => `  ${r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`).join('\n');
}

/**
 * PGlite's PostgreSQL is 9 MiB of WebAssembly. V8 compiles each function
 * with its baseline compiler (Liftoff) on first call, then recompiles the
 * busy ones with its optimising compiler (TurboFan) on background threads,
 * whose working memory stays with the process's allocator once freed
 * (issue 31 item 3). Measured on the compiled server with the demo practice,
 * 15 s after start: 245 -> 186 MiB resident with Liftoff only; CPU per
 * request on the hot routes 14 ms instead of 23 over the first 250 requests
 * (the recompiling itself costs) and 10.6 instead of 12.8 after 400 more
 * (a query runs through a wide spread of PostgreSQL's code, not a tight
 * loop). Only the serving process, before the database opens; tests that
 * open PGlite in-process keep V8's default. PostgreSQL runs no WebAssembly.
 */
function compileWasmBaselineOnly(): void {
  v8.setFlagsFromString('--liftoff-only');
}

/** The only place that listens. Everything else builds the app and injects. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl === undefined) compileWasmBaselineOnly();
  // MEADOW_WEB_DIR: a built web app elsewhere than dist/web (parallel e2e runs build into their own folders).
  const webDir = process.env.MEADOW_WEB_DIR;
  const app = await buildApp({ config, webRoot: webDir ? path.resolve(webDir) : undefined });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // app.close runs preClose (sockets), then the HTTP server, then onClose (Redis, database).
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  // A stray rejection (e.g. a Redis command timing out inside the Socket.IO adapter under load) is logged,
  // not fatal: one failed presence announcement must not drop every connected user.
  process.on('unhandledRejection', (err: unknown) => app.log.error({ err }, 'unhandled rejection'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  trimWhenIdle(app.server);
  const shown = config.publicUrl ?? address.replace('0.0.0.0', 'localhost');
  console.info(`\nMeadow is running at ${shown} (database: ${app.database.kind})`);
  if (config.seedDemo) {
    console.info(`\nDemo logins (password ${DEMO_PASSWORD}):`);
    console.info(formatLogins());
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
