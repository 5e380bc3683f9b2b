/**
 * The server's pages (the share page, /plus/, /showcase/) wear the app's design system (issue 31:
 * they looked like another, unstyled site with no way back): the app's own tokens file, in the
 * theme the player chose in the app (mirrored in a cookie), and a link back to the editor.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_COOKIE } from '../../src/kit/startup.ts';
import { jpegDataUrl, KIT_DATA } from './support/fixtures.ts';
import { backends, Client, newUser, startServer, type TestServer } from './support/server.ts';

const TOKENS = readFileSync(path.resolve(import.meta.dirname, '../../src/ui/tokens.css'), 'utf8');

describe('server pages in the design system', () => {
  let test: TestServer;
  let sharePath: string;
  beforeAll(async () => {
    test = await startServer(backends()[0]!);
    const owner = await newUser(test, 'looker');
    const image = (
      await owner.client.postMultipart<{ image_url: string }>('/api/image', { image: await jpegDataUrl() })
    ).body.image_url;
    const id = (
      await owner.client.postForm<{ id: number }>('/api/handler', { data: KIT_DATA, name: 'Home', image })
    ).body.id;
    const list = await owner.client.get<{ data: { id: number; key: string }[] }>('/api/saved?mode=own');
    sharePath = `/showcase/kit/${id}?key=${encodeURIComponent(list.body.data.find((k) => k.id === id)!.key)}`;
  });
  afterAll(async () => test.close());

  it("uses the app's tokens in the player's theme, dark by default, with a way back to the editor", async () => {
    const anonymous = new Client(test.url);
    for (const pathname of [sharePath, '/plus/', '/showcase/']) {
      const dark = await anonymous.get(pathname);
      expect(dark.status, pathname).toBe(200);
      expect(dark.text, pathname).toContain('<html lang="en" data-theme="dark">');
      // The tokens file itself, both themes' colours in it, not a copy of some of its values.
      expect(dark.text, pathname).toContain(TOKENS);
      expect(dark.text, pathname).toContain(":root[data-theme='light']");
      expect(dark.text, pathname).toMatch(/<a class="button" href="\/">Open the editor<\/a>/);
      expect(dark.text, pathname).not.toMatch(/#17191d|#202329/);

      const light = await anonymous.get(pathname, { cookie: `${THEME_COOKIE}=light` });
      expect(light.text, pathname).toContain('<html lang="en" data-theme="light">');
      // Anything else is the default, never written into the page.
      const odd = await anonymous.get(pathname, { cookie: `${THEME_COOKIE}="><script>` });
      expect(odd.text, pathname).toContain('data-theme="dark"');
    }
  });
});
