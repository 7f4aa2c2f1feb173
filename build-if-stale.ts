/**
 * `npm start`'s first step (issue 31 item 4): build the web app and the
 * server only when what they are built from changed since the last build.
 * A restart on a current checkout then goes straight to `node
 * dist/server/main.js` instead of spending ~18 s rebuilding the same files.
 *
 * "Changed" is decided by content, not timestamps: a fresh clone, a `git
 * checkout` or a copied folder all touch every file's mtime without changing
 * the build. The stamp is written only after a build succeeded, so a build
 * that failed half-way runs again on the next start.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
/** What the two builds read: sources, their configuration and the exact package versions. */
const INPUT_DIRS = ['app', 'features', 'ui', 'domain', 'server'];
const INPUT_FILES = ['index.html', 'vite.config.ts', 'build-web.ts', 'build-server.ts', 'tsconfig.json', 'package-lock.json'];
/** What a build must have left for the server to run. */
const OUTPUTS = ['dist/web/index.html', 'dist/server/main.js'];
const STAMP = path.join(root, 'dist', '.build-inputs');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** One hash over every input's path and content, in a fixed order. */
export function buildInputsHash(): string {
  const files = [
    ...INPUT_DIRS.flatMap((dir) => filesUnder(path.join(root, dir))),
    ...INPUT_FILES.map((file) => path.join(root, file)).filter((file) => existsSync(file)),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/**
 * The stamp: the inputs' hash and the outputs' modification times. A build
 * made some other way (`npm run build`, the e2e run) changes the outputs'
 * times, so it is never mistaken for the one stamped here.
 */
function stampOf(inputs: string): string | null {
  if (!OUTPUTS.every((file) => existsSync(path.join(root, file)))) return null;
  return [inputs, ...OUTPUTS.map((file) => `${file} ${statSync(path.join(root, file)).mtimeMs}`)].join('\n');
}

const isCurrent = (inputs: string): boolean => {
  const stamp = stampOf(inputs);
  return stamp !== null && existsSync(STAMP) && readFileSync(STAMP, 'utf8').trim() === stamp;
};

const inputs = buildInputsHash();
if (process.env.MEADOW_FORCE_BUILD !== '1' && isCurrent(inputs)) {
  console.info('meadow: the build is current, starting it');
} else {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  // Hashed again after the build: a source edited while it ran must not be stamped as built.
  const after = buildInputsHash();
  const stamp = stampOf(inputs);
  if (after === inputs && stamp !== null) writeFileSync(STAMP, `${stamp}\n`);
}
