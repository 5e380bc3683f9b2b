/**
 * `npm run bench`: the compositor benchmark, then the server benchmark when it exists.
 * Each writes its own section of bench/results/latest.json (see bench/README.md).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runCompositorBench } from './compositor/run.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

const compositor = await runCompositorBench();
console.log('compositor:', JSON.stringify(compositor, null, 2));

const serverBench = path.join(here, 'server/run.ts');
if (existsSync(serverBench)) {
  const { runServerBench } = (await import(pathToFileURL(serverBench).href)) as {
    runServerBench: () => Promise<unknown>;
  };
  console.log('server:', JSON.stringify(await runServerBench(), null, 2));
}

console.log('scene:', JSON.stringify(await (await import('./scene/run.ts')).runSceneBench(), null, 2));

console.log(
  'generator:',
  JSON.stringify(await (await import('./generator/run.ts')).runGeneratorBench(), null, 2),
);
