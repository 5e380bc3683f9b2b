import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/index.ts';
import { createHeadlessEditor, type HeadlessEditorOptions } from './headless.ts';
import type { CatalogueItem } from './catalogue.ts';
import { catalogueGate, serialiseKit } from '../kit/index.ts';
import { gateCatalogueAtom, toastsAtom, userAtom, type EditorUser } from './state.ts';

// The custom pattern's image through the editor's action (the panel's call, see
// tests/browser/editor/custom-layers.test.ts): the Plus rules hold whoever calls it.
const PLUS: EditorUser = { premium: true, tier: 0, admin: false, username: 'plus', email: 'p@example.com' };
const item = (fields: Partial<CatalogueItem>) =>
  ({
    name: 'Star Field',
    url: '/patterns/star_field.png',
    premium: false,
    admin: false,
    ...fields,
  }) as CatalogueItem;

function editorWith(user: EditorUser, options: HeadlessEditorOptions = {}) {
  const editor = createHeadlessEditor(options);
  editor.store.set(userAtom, PLUS);
  const uuid = editor.actions.addLayer('shirt', 'custom_pattern')!;
  editor.store.set(userAtom, user);
  const image = () => editor.kit().layers.shirt.find((l) => l.uuid === uuid) as { l: string };
  const toasts = () => editor.store.get(toastsAtom).map((t) => t.text);
  return { editor, uuid, image, toasts };
}

describe('choosing a custom pattern image', () => {
  it('takes a catalogue image or an upload for a Plus member, one undo step each', () => {
    const { editor, uuid, image } = editorWith(PLUS);
    expect(editor.actions.chooseCustomPatternImage(uuid, '/patterns/star_field.png', item({}))).toBe(true);
    expect(image().l).toBe('/patterns/star_field.png');
    expect(editor.actions.chooseCustomPatternImage(uuid, '/files/uploads/abc.png')).toBe(true);
    expect(image().l).toBe('/files/uploads/abc.png');
    editor.actions.undo();
    expect(image().l).toBe('/patterns/star_field.png');
  });

  it('refuses a free user, an early-access image below tier 1, and says why', () => {
    const free = editorWith({ ...PLUS, premium: false });
    expect(free.editor.actions.chooseCustomPatternImage(free.uuid, '/files/uploads/abc.png')).toBe(false);
    expect(free.image().l).toBe('');
    expect(free.toasts()).toContain('refusal.plusOnly');

    const plus = editorWith(PLUS);
    const early = item({ name: 'Soon', url: '/patterns/soon.png', date: '2999-01-01' });
    expect(plus.editor.actions.chooseCustomPatternImage(plus.uuid, early.url, early)).toBe(false);
    expect(plus.image().l).toBe('');
    expect(plus.toasts()).toContain('presets.earlyAccess');
  });
});

describe('uploading a custom pattern image', () => {
  const png = (name: string, type = 'image/png', bytes = 10) =>
    new File([new Uint8Array(bytes)], name, { type });
  const server = (reply: object) =>
    createApiClient({ retries: 0, fetch: async () => new Response(JSON.stringify(reply)) });

  it('stores the picked file among the uploads and uses it', async () => {
    const api = server({ success: true, el: { url: '/files/uploads/new.png', name: 'tiles' } });
    const { editor, uuid, image } = editorWith(PLUS, { api });
    expect(await editor.actions.uploadCustomPatternImage(uuid, png('tiles.png'))).toBe(true);
    expect(image().l).toBe('/files/uploads/new.png');
  });

  it("refuses a wrong type or the server's no, saying why, and keeps the image", async () => {
    const api = server({ success: false, error: 'Maximum number of custom images reached' });
    const { editor, uuid, image, toasts } = editorWith(PLUS, { api });
    expect(await editor.actions.uploadCustomPatternImage(uuid, png('tiles.gif', 'image/gif'))).toBe(false);
    expect(toasts()).toContain('kit.invalidFiletype');
    expect(await editor.actions.uploadCustomPatternImage(uuid, png('tiles.png'))).toBe(false);
    expect(toasts()).toContain('upload.error');
    expect(image().l).toBe('');
  });
});

describe('loading a kit with a custom pattern', () => {
  it("drops one whose catalogue image the user may not use yet, keeps an upload's", () => {
    const editor = createHeadlessEditor();
    editor.store.set(userAtom, PLUS);
    // The pattern catalogue as the editor reads it: one open pattern, one still in early access.
    const patterns = [item({}), item({ name: 'Soon', url: '/patterns/soon.png', date: '2999-01-01' })];
    const gates = catalogueGate({ patterns }).assets;
    editor.store.set(gateCatalogueAtom, () => gates);
    const kitWith = (...images: string[]) => {
      const data = JSON.parse(serialiseKit(editor.kit())) as { shirt: object[] };
      const layers = images.map((l, i) => ({ n: 'custom_pattern', uuid: `p${i}`, l }));
      return { ...data, shirt: [...layers, ...data.shirt] };
    };
    editor.actions.loadData(
      kitWith('/patterns/soon.png', '/patterns/star_field.png', '/files/uploads/abc.png'),
    );
    const kept = editor
      .kit()
      .layers.shirt.filter((l) => l.n === 'custom_pattern')
      .map((l) => (l as { l: string }).l);
    expect(kept).toEqual(['/patterns/star_field.png', '/files/uploads/abc.png']);
    expect(editor.store.get(toastsAtom).length).toBeGreaterThan(0);
  });
});
