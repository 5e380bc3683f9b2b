import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/index.ts';
import { createHeadlessEditor } from './headless.ts';
import type { TemplateItem } from './kit.ts';
import { userAtom } from './state.ts';

// Every template open to the (anonymous) editor: these tests are about the template resets, not
// about the Plus lock, which would refuse the Plus and early-access ones.
const TEMPLATES = (
  JSON.parse(
    fs.readFileSync(new URL('../../public/data/catalogue/templates.json', import.meta.url), 'utf8'),
  ) as TemplateItem[]
).map((t) => ({ ...t, premium: false, date: '2020-01-01' }));
const LONG = TEMPLATES.find((t) => t.long_sleeve)!;

/** The editor over a server with the real templates that records the kit data each save sends. */
async function editorSaving() {
  const saved: Record<string, unknown>[] = [];
  const api = createApiClient({
    retries: 0,
    fetch: async (url, init) => {
      if (url.includes('templates.json')) return new Response(JSON.stringify(TEMPLATES));
      if (url.startsWith('/api/handler')) {
        saved.push(JSON.parse(String(new URLSearchParams(String(init?.body)).get('data'))));
        return new Response(JSON.stringify({ success: true, id: 1, image: '', status: '', error: null }));
      }
      if (url.startsWith('/api/storage'))
        return new Response(JSON.stringify({ success: true, allow_new: true, status: '', error: null }));
      if (url.startsWith('/api/image')) return new Response(JSON.stringify({ success: true, image_url: '' }));
      return new Response(JSON.stringify({ logged_in: false }));
    },
  });
  const editor = createHeadlessEditor({ api });
  await editor.actions.initialise();
  editor.store.set(userAtom, { premium: false, tier: 0, admin: false, username: 'fan', email: 'f@x.org' });
  return { editor, saved };
}

describe('saving the long-sleeve display (document 1 §3: ls only when it differs from the template)', () => {
  it("leaves ls out when it is the template's and writes it when the user changed it", async () => {
    const { editor, saved } = await editorSaving();
    await editor.actions.startNew(LONG);
    expect(editor.kit().ls).toBe(true);
    expect(await editor.actions.save()).toBe('saved');
    expect(saved.at(-1)).not.toHaveProperty('ls');
    editor.actions.setKitSetting('ls', false);
    expect(editor.kit().ls).toBe(false);
    expect(await editor.actions.save()).toBe('saved');
    expect(saved.at(-1)).toHaveProperty('ls', false);
  });
});
