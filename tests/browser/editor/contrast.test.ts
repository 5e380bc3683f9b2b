/**
 * WCAG 2.1 AA contrast in both themes, checked by axe-core on what a user sees: the editor with
 * layers, its dialogs and menus, and every info panel. Any text or control below 4.5:1 (3:1 for
 * large text) fails with the element and the colours axe measured.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import type { EditorUser } from './editor-user.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const SMALL = '/?scale=0.25&effects=0';
let world: EditorPage;
let page: Page;
let user: EditorUser;

/** axe's colour-contrast rule over the page as it is now; one line per failing element. */
async function contrastFailures(where: string): Promise<string[]> {
  await page.evaluate(AXE);
  const failures = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } }).axe;
    interface AxeResult {
      violations: { nodes: { target: string[]; any: { message: string }[] }[] }[];
    }
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] } });
    return result.violations.flatMap((v) =>
      v.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message}`),
    );
  });
  return failures.map((failure) => `${where}: ${failure}`);
}

async function escape(): Promise<void> {
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('[role="dialog"], [role="menu"]'), {
    timeout: 5_000,
  });
}

beforeAll(async () => {
  world = await openEditorPage();
  ({ page, user } = world);
  await user.open(world.server.url + SMALL);
  await user.addLayer('Graphic');
  await user.addLayer('Pattern');
  await user.waitIdle();
});

afterAll(async () => {
  await world?.close();
});

describe.each(['dark', 'light'] as const)('the %s theme', (theme) => {
  it('passes AA contrast in the editor, its dialogs and its info panels', async () => {
    await user.clickTab('Settings');
    await (await user.get('combobox', 'Theme')).select(theme);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
    // Measure the page at rest: a loading overlay's scrim over the page fails every text under it.
    await user.waitIdle();
    const failures: string[] = [];
    failures.push(...(await contrastFailures('settings')));

    await user.clickTab('Shirt');
    failures.push(...(await contrastFailures('layers')));
    await page.screenshot({ path: screenshotPath(`editor-${theme}-1280x720.png`) });

    await user.clickButton('Add layer');
    await user.get('menu', 'Add layer');
    failures.push(...(await contrastFailures('add layer menu')));
    await escape();

    await user.clickButton('Start new');
    await user.get('dialog', 'Choose a template');
    failures.push(...(await contrastFailures('template chooser')));
    await escape();

    await user.clickButton('Recolor');
    await user.get('dialog', 'Recolor');
    failures.push(...(await contrastFailures('recolor')));
    await escape();

    for (const tab of ['Texture', 'Upcoming', 'How to', 'About', 'Account']) {
      await user.clickTab(tab);
      failures.push(...(await contrastFailures(tab)));
    }
    await user.clickTab('3D');
    expect(failures).toEqual([]);
  });
});
