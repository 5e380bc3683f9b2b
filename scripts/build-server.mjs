/* global console */
/**
 * `npm run build`, second half: the server compiled to one ES module, dist-server/main.js, so
 * `npm start` runs plain JavaScript (no TypeScript loader at runtime). Packages stay imports
 * (the runtime `dependencies` of package.json); src/server, src/kit and src/games are bundled.
 */
import { build } from 'esbuild';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = await build({
  absWorkingDir: root,
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist-server/main.js',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
// The server pages wear the app's design tokens, read at runtime beside the bundle (pages/html.ts).
copyFileSync(path.join(root, 'src/ui/tokens.css'), path.join(root, 'dist-server/tokens.css'));
const bytes = Object.values(result.metafile.outputs).find((o) => o.entryPoint)?.bytes ?? 0;
console.log(`dist-server/main.js: ${Math.round(bytes / 1024)} kB`);
