/**
 * Opens the app's 3D view on the Vite dev server and saves a PNG of the page
 * (`npx tsx tests/browser/scene/look.ts <game> <out.png> [js to run first]`): for looking at the
 * viewer while working on it, without a build.
 */
import { createServer } from 'vite';
import { launchGpuBrowser, ROOT } from '../harness.ts';

const [game = 'eafc', out = '/tmp/viewer.png', script = ''] = process.argv.slice(2);
const server = await createServer({ root: ROOT, logLevel: 'silent', server: { port: 0, host: '127.0.0.1' } });
await server.listen();
const url = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
const gpu = await launchGpuBrowser();
try {
  const page = await gpu.browser.newPage();
  page.on('pageerror', (e) => console.error('pageerror', String(e)));
  page.on('console', (m) => m.type() === 'error' && console.error('console', m.text()));
  await page.setViewport({ width: 1280, height: 800 });
  await page.goto(`${url}/?game=${game}`);
  await page.waitForFunction('window.kitsmithViewer !== undefined', { timeout: 90000 });
  await new Promise((r) => setTimeout(r, 4000));
  if (script) console.log(await page.evaluate(script));
  await new Promise((r) => setTimeout(r, 1500));
  await page.screenshot({ path: out as `${string}.png` });
  console.log(out);
} finally {
  await gpu.close();
  await server.close();
}
