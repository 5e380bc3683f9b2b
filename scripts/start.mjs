/* global process, console */
/**
 * `npm start`: run the compiled server (dist-server/main.js, plain JavaScript) serving the built
 * app (dist/) and the API on one port. Where the dev tools are installed, it first rebuilds what
 * is missing or older than its sources; a production install (`npm ci --omit=dev`) has no build
 * tools and serves what `npm run build` made beforehand.
 */
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = ['src', 'shaders', 'public', 'index.html', 'vite.config.ts', 'package.json'];

/** The newest modification under `entry`; the server's folder counts only when `withServer`. */
function newestMtime(entry, withServer = false) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    // The server is not part of the browser bundle: editing it must not force an app rebuild.
    if (child === 'server' && !withServer) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child), withServer));
  }
  return newest;
}

const builtIndex = path.join(root, 'dist', 'index.html');
const builtServer = path.join(root, 'dist-server', 'main.js');
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const canBuild =
  existsSync(path.join(root, 'node_modules', 'vite')) &&
  existsSync(path.join(root, 'node_modules', 'esbuild'));

if (canBuild) {
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (builtAt(builtIndex) < sourcesAt) {
    console.log(
      builtAt(builtIndex) ? 'Sources changed since the last build: rebuilding…' : 'No build found: building…',
    );
    const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const serverSourcesAt = Math.max(
    ...['src/server', 'src/kit', 'src/games', 'package.json'].map((s) =>
      newestMtime(path.join(root, s), true),
    ),
  );
  if (builtAt(builtServer) < serverSourcesAt) {
    const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-server.mjs')], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
} else if (!existsSync(builtIndex) || !existsSync(builtServer)) {
  console.error(
    'No build found. Run `npm ci && npm run build` first (the build needs the dev dependencies).',
  );
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', builtServer], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
