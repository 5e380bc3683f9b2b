/**
 * Renders the garments test page for each game from three angles and saves the PNGs in
 * docs/screenshots/3d-<game>-<angle>.png (`npx tsx tests/browser/scene/shoot.ts [game…]`).
 * Uses the Vite dev server so the generator can be iterated without a build.
 */
import { createServer } from 'vite';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchGpuBrowser, ROOT } from '../harness.ts';

const games = process.argv.slice(2).filter((a) => !a.includes('='));
const extra = process.argv
  .slice(2)
  .filter((a) => a.includes('='))
  .join('&');
const server = await createServer({ root: ROOT, logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
await server.listen();
const url = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
const gpu = await launchGpuBrowser();
const out = path.join(ROOT, 'docs/screenshots');
mkdirSync(out, { recursive: true });
try {
  for (const game of games.length ? games : ['eafc', 'fifa', 'pes', 'fm', 'basketball']) {
    for (const angle of (process.env.ANGLES ?? 'front,side,back').split(',')) {
      const page = await gpu.browser.newPage();
      page.on('pageerror', (e) => console.error(String(e)));
      page.on('console', (m) => m.type() === 'error' && console.error(m.text()));
      await page.setViewport({ width: 800, height: 800 });
      await page.goto(`${url}/tests/browser/pages/scene-garments.html?game=${game}&angle=${angle}&${extra}`);
      await page.waitForFunction('window.garments?.ready', { timeout: 60000 });
      const tag = process.env.SHOT_TAG ?? (extra ? '-' + extra.replace(/[=&]/g, '') : '');
      const file = path.join(out, `3d-${game}-${angle}${tag}.png`);
      await page.screenshot({ path: file as `${string}.png` });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await gpu.close();
  await server.close();
}
