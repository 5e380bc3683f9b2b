/**
 * Install size: the disk a node_modules folder takes (`du -sm`), recorded under a label in
 * bench/results/install-size.json and the "install_size" section of latest.json.
 *
 * Usage: `npx tsx bench/build/install-size.ts <label> <node_modules folder>`, e.g. after
 * `npm ci --omit=dev` in a clean copy of the checkout (the production install) and after a full
 * `npm ci` (with the dev dependencies).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { mergeResults, RESULTS_DIR } from '../results.ts';

const [label, folder] = process.argv.slice(2);
if (!label || !folder || !existsSync(folder)) {
  console.error('Usage: npx tsx bench/build/install-size.ts <label> <node_modules folder>');
  process.exit(1);
}
const megabytes = Number(execFileSync('du', ['-sm', folder], { encoding: 'utf8' }).split('\t')[0]);
const packages = readdirSync(folder).filter((name) => !name.startsWith('.')).length;
const file = path.join(RESULTS_DIR, 'install-size.json');
const all = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
all[label] = { megabytes, top_level_entries: packages, measured_at: new Date().toISOString() };
writeFileSync(file, JSON.stringify(all, null, 2) + '\n');
mergeResults('install_size', all);
console.log(label, `${megabytes} MB`, `${packages} top-level entries`);
