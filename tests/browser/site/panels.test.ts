/**
 * The panels around the editor, through the app: the notification bar (from the server's
 * notifications, dismissed for good), Upcoming and About with its changelog.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlLang, LANGUAGES } from '../../../src/i18n/languages.ts';
import { screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from '../editor/editor-page.ts';

let session: EditorPage;
beforeAll(async () => {
  session = await openEditorPage();
});
afterAll(async () => {
  await session?.close();
});

/**
 * Opens `url` and waits until the call to `api` has answered. Not waitForNetworkIdle: the editor
 * keeps fetching in the background (CI timed out at 30 s waiting for a quiet network).
 */
async function openAfter(url: string, api: string): Promise<void> {
  const answered = session.page.waitForResponse((response) => new URL(response.url()).pathname === api, {
    timeout: 60_000,
  });
  await session.user.open(url);
  await answered;
}

describe('notification bar', () => {
  it('shows the newest message, and a dismissed one stays dismissed after a reload', async () => {
    const { page, user, server } = session;
    await server.notify('First <b>message</b>');
    await server.notify('Kit of the week: <b>vote</b> now <script>alert(1)</script>', {
      cta: 'Vote',
      link: 'https://example.com/vote',
    });
    await user.open(`${server.url}/eafc/?scale=0.25`);
    const bar = await user.get('complementary', 'Notification');
    expect(await bar.evaluate((el) => el.textContent)).toContain('Kit of the week: vote now');
    expect(await bar.evaluate((el) => el.querySelector('script'))).toBeNull();
    expect(await (await user.get('link', 'Vote')).evaluate((a) => a.getAttribute('href'))).toBe(
      'https://example.com/vote',
    );
    await page.screenshot({ path: screenshotPath('notification-bar-1280x720.png') });

    await user.clickButton('Dismiss notification');
    await page.waitForFunction(() =>
      document.querySelector('.notification-bar')?.textContent?.includes('First'),
    );
    await user.clickButton('Dismiss notification');
    await page.waitForFunction(() => !document.querySelector('.notification-bar'));
    // The bar must not come back once the notifications call has answered.
    await openAfter(`${server.url}/eafc/?scale=0.25`, '/api/notifications');
    expect(await page.$('.notification-bar')).toBeNull();

    // Never in preview mode, even for a message not dismissed: a new message is in the list, and
    // the page, which asks for it only outside preview mode, shows no bar once the editor is idle.
    await server.notify('Fresh news');
    await user.open(`${server.url}/eafc/?preview&scale=0.25`);
    expect(await page.$('.notification-bar')).toBeNull();
    expect(session.errors).toEqual([]);
  });
});

describe('Upcoming and About', () => {
  it('Upcoming lists the early-access items by date, loaded once', async () => {
    const { page, user, server } = session;
    await user.open(`${server.url}/eafc/?scale=0.25`);
    let upcomingCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/upcoming')) upcomingCalls++;
    });
    await user.clickTab('Upcoming');
    await page.waitForSelector('.upcoming section');
    const sections = await page.$$eval('.upcoming section', (all) =>
      all.map((section) => ({
        status: section.querySelector('.status-label')?.textContent,
        tiles: section.querySelectorAll('.upcoming-tile img').length,
      })),
    );
    expect(sections.length).toBeGreaterThan(0);
    expect(sections.every((s) => s.status === 'Early access for Plus' && s.tiles > 0)).toBe(true);
    await page.screenshot({ path: screenshotPath('upcoming-1280x720.png') });
    await user.clickTab('3D');
    await user.clickTab('Upcoming');
    await page.waitForSelector('.upcoming section');
    expect(upcomingCalls).toBe(1);
  });

  it('About shows the disclaimers, links and the changelog with a way back', async () => {
    const { page, user } = session;
    await user.clickTab('About');
    await user.get('link', 'Discord');
    expect(await page.$eval('.about', (el) => el.textContent)).toContain('not Xbox');
    await user.clickButton('Changelog');
    const log = await page.waitForSelector('article.changelog h2');
    expect(await log!.evaluate((h) => h.textContent)).toBe('2026-11-24');
    const html = await page.$eval('article.changelog', (el) => el.innerHTML);
    expect(html).toContain('<strong>/eafc/</strong>');
    expect(html).toContain('<em>switch in place</em>');
    expect(html).toContain('<blockquote>');
    await user.get('link', 'Watch the video');
    await user.get('link', 'Open the post');
    await page.screenshot({ path: screenshotPath('about-changelog-1280x720.png') });
    await user.clickButton('Go back');
    await user.get('button', 'Changelog');
    expect(session.errors).toEqual([]);
  });

  it('About credits each language to who translated it, and says the translations are AI-made', async () => {
    const { page, user } = session;
    await user.clickTab('About');
    const credits = await user.get('region', 'Translations');
    await credits.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: screenshotPath('about-translations-1280x720.png') });
    const rows = await credits.$$eval('li', (items) =>
      items.map((li) => ({ text: li.textContent, lang: li.querySelector('[lang]')?.getAttribute('lang') })),
    );
    // One row per language besides English, each naming its translator and that no one reviewed it.
    const others = LANGUAGES.filter((language) => language.code !== 'en');
    expect(rows.map((row) => row.text)).toEqual(
      others.map((language) => `${language.name}: Kitsmith team (AI translation, not yet reviewed)`),
    );
    expect(rows.map((row) => row.lang)).toEqual(others.map((language) => htmlLang(language.code)));
    expect(await credits.evaluate((el) => el.textContent)).toContain(
      'translated by the Kitsmith team with AI tools; no native speaker has checked them yet',
    );
    const correction = await user.get('link', 'Suggest a translation correction');
    expect(await correction.evaluate((a) => a.getAttribute('href'))).toMatch(/^mailto:.+subject=Translation/);
  });
});

describe('Plus promotion', () => {
  it('free users see the house promotion above the preview, Plus members do not', async () => {
    const { page, user, server } = session;
    await user.open(`${server.url}/eafc/?scale=0.25`);
    const promotion = await user.get('complementary', 'Kitsmith Plus');
    expect(await promotion.evaluate((el) => el.querySelector('a')?.getAttribute('href'))).toBe('/plus/');
    // No third-party content: every link and image of the block stays on this site.
    expect(await promotion.evaluate((el) => el.querySelectorAll('iframe, script').length)).toBe(0);
    await user.register('plusmember', 'plus@example.com');
    await server.setTier('plusmember', '1');
    await openAfter(`${server.url}/eafc/?scale=0.25`, '/api/me');
    // The promotion goes once the page knows the member (it showed for the free user above).
    await page.waitForFunction(() => !document.querySelector('.plus-promotion'), { timeout: 30_000 });
    expect(await user.find('complementary', 'Kitsmith Plus')).toBeNull();
    expect(session.errors).toEqual([]);
  });
});
