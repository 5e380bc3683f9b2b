/**
 * Serves one `vite build` output folder with vite's preview server (on a free port), for the
 * benchmarks that compare builds side by side (compare-builds.ts, startup-marks.ts).
 */
import path from 'node:path';
import { preview } from 'vite';
import { ROOT } from '../../tests/browser/harness.ts';

export async function serveBuild(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = await preview({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir: path.resolve(dir) },
    preview: { port: 0, host: '127.0.0.1', strictPort: false, open: false },
  });
  return { url: server.resolvedUrls!.local[0]!.replace(/\/$/, ''), close: () => server.close() };
}

/** The median of a list of numbers. */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
