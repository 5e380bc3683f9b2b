/**
 * Inspiration used like a user would: no button for a free user; a Plus member opens the list of
 * presets, picks one and gets a new kit based on it (not their own: Save, not Save changes); an
 * admin can delete a preset after confirming. The site configuration switches Inspiration off
 * and adds blog and partner links to About (document 2 §2).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from './editor-page.ts';
import type { EditorServer } from './editor-server.ts';
import type { EditorUser } from './editor-user.ts';

const SMALL = '/?game=eafc&scale=0.25&effects=0';
const USERNAME = 'dreamer';
const PRESET = 'Classic look';

let server: EditorServer;
let world: EditorPage;
let page: Page;
let user: EditorUser;
let errors: string[];

beforeAll(async () => {
  world = await openEditorPage();
  ({ server, page, user, errors } = world);
  await page.goto(server.url + SMALL, { waitUntil: 'load' });
  await user.register(USERNAME, `${USERNAME}@example.com`);
});

afterAll(async () => {
  await world?.close();
});

describe('Inspiration', () => {
  it('is not offered to a free user', async () => {
    await user.open(server.url + SMALL);
    await user.get('button', 'Start new');
    expect(await user.find('button', 'Inspiration')).toBeNull();
  });

  it('lists presets for a Plus member and starts a kit based on one', { timeout: 120_000 }, async () => {
    await server.setTier(USERNAME, '1');
    await server.grantAdmin(USERNAME);
    await user.open(server.url + SMALL);
    // An admin makes a preset from one of their saved kits (a kit with a blue rectangle).
    const presetId = await page.evaluate(async (name) => {
      const kit = JSON.parse(window.kitsmith!.getKit()) as { shirt: Record<string, unknown>[] };
      kit.shirt.splice(2, 0, { n: 'design', type: 'rectangle', c: ['#1133cc'] });
      const saved = await fetch('/api/handler', {
        method: 'POST',
        body: new URLSearchParams({ data: JSON.stringify(kit), game: 'eafc', name }),
      });
      const { id } = (await saved.json()) as { id: number };
      const preset = await fetch('/api/add_preset', {
        method: 'POST',
        body: new URLSearchParams({ id: String(id) }),
      });
      return ((await preset.json()) as { id: number }).id;
    }, PRESET);
    expect(presetId).toBeGreaterThan(0);

    await user.clickButton('Inspiration');
    await user.get('heading', 'Inspiration');
    await user.get('button', `Delete preset ${PRESET}`); // admins may delete
    await (await page.waitForSelector(`::-p-text(${PRESET})`))!.click();
    // The open kit is untouched, so it is replaced without asking.
    await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect(await page.evaluate(() => document.body.textContent?.includes('There are unsaved changes'))).toBe(
      false,
    );
    expect(await user.layerNames('Shirt')).toContain('Design: Rectangle');
    // Based on the preset, not the preset itself: saving makes a new kit.
    await user.get('button', 'Save');
    expect(await user.find('button', 'Save changes')).toBeNull();
  });

  it('lets an admin delete a preset after confirming', async () => {
    await user.activate('Inspiration');
    await user.activate(`Delete preset ${PRESET}`);
    await page.waitForFunction(
      (name) => document.body.textContent?.includes(`Delete the preset ${name}?`),
      {},
      PRESET,
    );
    await user.clickButton('Continue');
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.toast')].some((t) =>
        t.textContent?.includes('Successfully removed preset.'),
      ),
    );
    expect(await user.find('button', `Delete preset ${PRESET}`)).toBeNull();
    expect(errors).toEqual([]);
  });

  it('follows the site configuration: Inspiration off, blog, tools and partner sites on', async () => {
    // As shipped: Inspiration offered, no blog, no external tools and no partner sites in About.
    await user.closeDialog(); // the list the case before left open
    await user.get('button', 'Inspiration');
    await user.clickTab('About');
    await user.get('region', 'Follow and contact');
    expect(await user.find('region', 'Partner sites')).toBeNull();
    expect(await user.find('link', 'Blog')).toBeNull();
    expect(await user.find('region', 'Tools')).toBeNull();

    const shipped = (await (await fetch(server.url + '/data/site.json')).json()) as object;
    const configured = {
      ...shipped,
      inspirationsEnabled: false,
      blog: 'https://blog.example/',
      partners: [{ name: 'Kit Partner', url: 'https://partner.example/' }],
      monochromeLogoTool: 'https://mono.example/',
      pesConverter: 'https://pes.example/',
    };
    const serve = (request: HTTPRequest) =>
      request.url().endsWith('/data/site.json')
        ? void request.respond({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify(configured),
          })
        : void request.continue();
    await page.setRequestInterception(true);
    page.on('request', serve);
    try {
      await user.open(server.url + SMALL);
      await user.clickTab('About');
      const partner = await user.get('link', 'Kit Partner');
      expect(
        await partner.evaluate((a) => [(a as HTMLAnchorElement).href, (a as HTMLAnchorElement).target]),
      ).toEqual(['https://partner.example/', '_blank']);
      await user.get('region', 'Partner sites');
      const blog = await user.get('link', 'Blog');
      expect(await blog.evaluate((a) => (a as HTMLAnchorElement).href)).toBe('https://blog.example/');
      // Every game links the monochrome-logo tool; the PES converter is for pes alone (unit tested).
      const mono = await user.get('link', 'Monochrome logo tool');
      expect(await mono.evaluate((a) => (a as HTMLAnchorElement).href)).toBe('https://mono.example/');
      expect(await user.find('link', 'PES kit converter')).toBeNull();
      await page.screenshot({ path: screenshotPath('about-partners-1280x720.png') });
      // Signed in as the same Plus member (Load is there), yet no Inspiration.
      await user.get('button', 'Load');
      expect(await user.find('button', 'Inspiration')).toBeNull();
    } finally {
      page.off('request', serve);
      await page.setRequestInterception(false);
    }
    expect(errors).toEqual([]);
  });
});
