/**
 * bench/results/latest.json is shared by every benchmark (compositor, 3D, server): each merges its
 * own top-level section so a partial run never erases another's figures.
 */
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
export const LATEST = path.join(RESULTS_DIR, 'latest.json');

export function readResults(): Record<string, unknown> {
  if (!existsSync(LATEST)) return {};
  try {
    return JSON.parse(readFileSync(LATEST, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export function mergeResults(section: string, figures: Record<string, unknown>): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const all = readResults();
  all[section] = { ...figures, measured_at: new Date().toISOString() };
  writeFileSync(LATEST, JSON.stringify(all, null, 2) + '\n');
}
