/**
 * The panels around the editor, through the app: the notification bar (from the server's
 * notifications, dismissed for good), Upcoming and About with its changelog.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotPath } from '../harness.ts';
import { openEditorPage, type EditorPage } from '../editor/editor-page.ts';

let session: EditorPage;
beforeAll(async () => {
  session = await openEditorPage();
});
afterAll(async () => {
  await session?.close();
});

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
    await user.open(`${server.url}/eafc/?scale=0.25`);
    // Give the notifications call time to answer: the bar must not come back.
    await page.waitForNetworkIdle({ idleTime: 300 });
    expect(await page.$('.notification-bar')).toBeNull();

    // Never in preview mode, even for a message not dismissed.
    await server.notify('Fresh news');
    await user.open(`${server.url}/eafc/?preview&scale=0.25`);
    await page.waitForNetworkIdle({ idleTime: 300 });
    expect(await page.$('.notification-bar')).toBeNull();
    expect(session.errors).toEqual([]);
  });
});
