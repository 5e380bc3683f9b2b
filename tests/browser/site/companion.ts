/**
 * What the companion-page tests share (the FAQ, the minikit generator): opening a link of the
 * game page in its new tab, both themes as the editor stores them, and axe's contrast rule.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { ElementHandle, Page } from 'puppeteer-core';
import type { EditorPage } from '../editor/editor-page.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Clicks a link that opens a new tab, as a user does, and returns that tab once `ready` holds. */
export async function followToNewTab(
  world: EditorPage,
  link: ElementHandle<Element>,
  ready: (tab: Page) => Promise<unknown>,
): Promise<Page> {
  const opened = new Promise<Page | null>((resolve) =>
    world.gpu.browser.once('targetcreated', (target) => resolve(target.page())),
  );
  await link.click();
  const tab = await opened;
  if (!tab) throw new Error('the link opened no page');
  await tab.setViewport({ width: 1280, height: 720 });
  await ready(tab);
  return tab;
}

/** The theme every page reads from storage (src/editor/prefs.ts `theme`), then a reload. */
export async function switchTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('theme', JSON.stringify(value)), theme);
  await page.reload({ waitUntil: 'load' });
  await page.waitForFunction((value) => document.documentElement.dataset.theme === value, {}, theme);
}

/** axe's colour-contrast rule over the page as it is; one line per failing element. */
export async function contrastFailures(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    interface AxeResult {
      violations: { nodes: { target: string[]; any: { message: string }[] }[] }[];
    }
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message}`),
    );
  });
}
