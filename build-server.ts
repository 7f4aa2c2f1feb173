/**
 * The production server build: `server/main.ts` and the repository's own code
 * it imports (server/, domain/) bundled by esbuild into one ES module,
 * `dist/server/main.js`, which plain `node` runs (no transpiler at run time).
 * Packages in node_modules stay external (but date-fns, BUNDLED_PACKAGES): node resolves them as usual, so the
 * output must live inside the repository (next to its node_modules).
 *
 * Files read at run time are found next to their source, not copied:
 * `import.meta.url` (and `.dirname`/`.filename`) in a bundled module are
 * rewritten to that module's own source file, so `new URL('./migrations',
 * import.meta.url)` in server/db/client.ts still names server/db/migrations,
 * server/auth/breached/… and `../dist/web` (from server/app.ts) resolve as they
 * do under tsx. Run from the repository: `npm run build:server`, or import
 * `buildServer` (tests build a private copy of their own).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

export const repoRoot = import.meta.dirname;
export const serverEntry = path.join(repoRoot, 'server', 'main.ts');
export const defaultServerOut = path.join(repoRoot, 'dist', 'server', 'main.js');

const toPosix = (p: string) => p.split(path.sep).join('/');

/** Each bundled source module keeps its own import.meta.url, expressed relative to the output file (so the build can move with the repository). */
function sourceRelativeImportMeta(outFile: string): Plugin {
  const outDir = path.dirname(outFile);
  return {
    name: 'source-relative-import-meta',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.')) return undefined;
        const rel = JSON.stringify(toPosix(path.relative(outDir, args.path)));
        const url = `new URL(${rel}, import.meta.url)`;
        const contents = source
          .replaceAll('import.meta.url', `${url}.href`)
          .replaceAll('import.meta.filename', `__meadowFileURLToPath(${url})`)
          .replaceAll('import.meta.dirname', `__meadowDirname(__meadowFileURLToPath(${url}))`);
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * Packages bundled (tree-shaken) instead of left to node: date-fns's index
 * makes node load all of its ≈ 300 modules, ≈ 3 MiB of heap kept for the
 * life of the process, for the handful of functions the server calls
 * (issue 31 item 3). It has no dependencies and no import.meta.
 */
const BUNDLED_PACKAGES: readonly string[] = ['date-fns'];

/** Every other package stays external, as `packages: 'external'` would have it. */
function externalPackagesExcept(bundled: readonly string[]): Plugin {
  return {
    name: 'external-packages-except',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        const parts = args.path.split('/');
        const name = args.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
        return bundled.includes(name) ? undefined : { path: args.path, external: true };
      });
    },
  };
}

/** Builds the server into `outFile` (default dist/server/main.js); the file is replaced atomically, so a server starting meanwhile never reads half of it. */
export async function buildServer(outFile = defaultServerOut): Promise<string> {
  const result = await build({
    entryPoints: [serverEntry],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // A map for `node --enable-source-maps dist/server/main.js` when a stack trace needs the source lines; off by default (it costs memory).
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
    banner: {
      js: "import { fileURLToPath as __meadowFileURLToPath } from 'node:url'; import { dirname as __meadowDirname } from 'node:path';",
    },
    plugins: [externalPackagesExcept(BUNDLED_PACKAGES), sourceRelativeImportMeta(outFile)],
  });
  await mkdir(path.dirname(outFile), { recursive: true });
  const tmpSuffix = `.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  for (const file of result.outputFiles) {
    await writeFile(file.path + tmpSuffix, file.contents);
    await rename(file.path + tmpSuffix, file.path);
  }
  return outFile;
}

const invokedDirectly = process.argv[1] !== undefined && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url;
if (invokedDirectly) {
  const started = Date.now();
  buildServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined).then(
    (out) => console.info(`server built: ${path.relative(process.cwd(), out)} in ${Date.now() - started} ms`),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
}
