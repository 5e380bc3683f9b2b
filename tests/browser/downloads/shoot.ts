/**
 * Screenshots of the download bar, the FM dialog with search results, the How-to panel and the
 * NBA dialog's team search (docs/screenshots/downloads-*.png): `npx vite build && npx tsx tests/browser/downloads/shoot.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../harness.ts';
import { openEditorPage } from '../editor/editor-page.ts';

const kit = JSON.parse(
  readFileSync(path.join(ROOT, 'tests/fixtures/kits/reference-10.json'), 'utf8'),
) as object;
const world = await openEditorPage();
const shot = (name: string) => world.page.screenshot({ path: path.join(ROOT, 'docs/screenshots', name) });
try {
  for (const game of ['eafc', 'pes', 'fm']) {
    await world.user.open(`${world.server.url}/?game=${game}&scale=0.25&effects=0`);
    await world.page.evaluate((k) => window.kitsmith!.loadKit(k), { ...kit, game });
    await world.user.waitIdle();
    await shot(`downloads-bar-${game}-1280x720.png`);
  }
  await world.user.clickButton('Download for FM');
  await world.user.clickButton('Team');
  await world.user.typeInto('searchbox', 'Search for a team', 'man');
  await world.page.waitForSelector('::-p-text(Manchester City)');
  await shot('downloads-fm-dialog-1280x720.png');
  await world.page.keyboard.press('Escape');
  await world.page.keyboard.press('Escape');
  await world.user.clickTab('How to');
  await shot('downloads-howto-fm-1280x720.png');
  await world.user.open(`${world.server.url}/?game=basketball&scale=0.25&effects=0`);
  await world.page.evaluate((k) => window.kitsmith!.loadKit(k), { ...kit, game: 'basketball' });
  await world.user.waitIdle();
  await world.user.clickButton('Download for NBA 2K');
  await world.page.waitForFunction(
    () => document.querySelector<HTMLInputElement>('input[aria-label="Team"]')?.value !== '',
  );
  await world.user.typeInto('combobox', 'Team', 'l');
  await shot('downloads-nba-dialog-1280x720.png');
} finally {
  await world.close();
}
