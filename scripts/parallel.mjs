/* global process, console, Buffer */
// Runs npm scripts side by side: `node scripts/parallel.mjs typecheck lint knip`.
//
// tsc, eslint and knip are each one Node process on one core; one after another they left CI's
// second core idle for minutes. Each script's output is held and printed whole when it ends (never
// interleaved), with its wall time; the exit status is the first failure's, after all have ended.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script>...');
  process.exit(2);
}

const started = Date.now();
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const begin = Date.now();
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code, signal) => {
        const status = code ?? (signal ? 1 : 0);
        const seconds = ((Date.now() - begin) / 1000).toFixed(1);
        process.stdout.write(Buffer.concat(output));
        console.log(`[parallel] ${name}: ${seconds} s${status === 0 ? '' : ` (failed, exit ${status})`}`);
        resolve(status);
      });
    }),
);

const statuses = await Promise.all(runs);
console.log(`[parallel] ${names.join(', ')}: ${((Date.now() - started) / 1000).toFixed(1)} s together`);
process.exit(statuses.find((status) => status !== 0) ?? 0);
