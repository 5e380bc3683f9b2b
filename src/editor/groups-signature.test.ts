import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/index.ts';
import { createHeadlessEditor } from './headless.ts';
import type { Me } from '../api/types.ts';
import { layerSelectionAtom, selectedLayerAtom, toastsAtom } from './state.ts';
import { withUserSignature } from './signature.ts';

const TEMPLATES = fs.readFileSync(
  new URL('../../public/data/catalogue/templates.json', import.meta.url),
  'utf8',
);

/** A headless editor whose server answers /api/me with `me`. */
async function editorAs(me: Partial<Me>) {
  const api = createApiClient({
    retries: 0,
    fetch: async (url) => new Response(url.includes('templates.json') ? TEMPLATES : JSON.stringify(me)),
  });
  const editor = createHeadlessEditor({ api });
  await editor.actions.initialise();
  return editor;
}

const SIGNED_IN = {
  logged_in: true,
  premium: false,
  tier: 0,
  admin: false,
  username: 'fan',
  email: 'f@x.org',
};

describe('groups through the editor actions (document 1 §3 "group")', () => {
  it('picks a range with Shift+click, groups it as one step, ungroups it back in place', async () => {
    const editor = await editorAs({ logged_in: false });
    const a = editor.actions.addLayer('shirt', 'design')!;
    const b = editor.actions.addLayer('shirt', 'graphic')!;
    const c = editor.actions.addLayer('shirt', 'text')!;
    const order = () => editor.kit().layers.shirt.map((l) => l.uuid);
    const before = order();
    editor.actions.selectLayer(a);
    editor.actions.pickLayer(c, 'range');
    expect(editor.store.get(layerSelectionAtom)).toEqual([a, b, c]);
    // Ctrl/Cmd+Shift+click drops one from the pick.
    editor.actions.pickLayer(b, 'toggle');
    expect(editor.store.get(layerSelectionAtom)).toEqual([a, c]);
    const group = editor.actions.groupPicked()!;
    const shirt = editor.kit().layers.shirt;
    const made = shirt.find((l) => l.uuid === group)!;
    expect(made.n === 'group' && made.layers.map((l) => l.uuid)).toEqual([a, c]);
    expect(editor.store.get(selectedLayerAtom)).toBe(group);
    // The group took the topmost member's place; b stays where it was among the others.
    expect(shirt.map((l) => l.uuid)).toEqual(
      before.filter((id) => id !== a).map((id) => (id === c ? group : id)),
    );
    editor.actions.undo();
    expect(order()).toEqual(before);
    editor.actions.redo();
    expect(await editor.actions.ungroup(group)).toBe(true);
    expect(order()).toEqual(before.filter((id) => id !== a).flatMap((id) => (id === c ? [a, c] : [id])));
  });

  it('refuses base layers with a message and leaves the kit as it was', async () => {
    const editor = await editorAs({ logged_in: false });
    const a = editor.actions.addLayer('shirt', 'design')!;
    const base = editor.kit().layers.shirt.find((l) => l.n === 'base')!;
    editor.actions.selectLayer(a);
    editor.actions.pickLayer(base.uuid, 'toggle');
    const kit = editor.kit();
    expect(editor.actions.groupPicked()).toBeNull();
    expect(editor.kit()).toBe(kit);
    expect(editor.store.get(toastsAtom).at(-1)?.text).toBe('refusal.notGroupable');
  });
});

describe('the signature layer (User.signature)', () => {
  it('tells a signed-in user without a signature what to do and adds nothing', async () => {
    const editor = await editorAs({ ...SIGNED_IN, signature: '' });
    expect(editor.actions.addSignature('shirt')).toBeNull();
    expect(editor.kit().layers.shirt.some((l) => l.n === 'signature')).toBe(false);
    expect(editor.store.get(toastsAtom).at(-1)?.text).toBe('signature.missing');
  });

  it("adds the layer for a user with a signature; the compositor gets that user's image", async () => {
    const editor = await editorAs({ ...SIGNED_IN, signature: '/uploads/sig.png' });
    const uuid = editor.actions.addSignature('shirt')!;
    expect(editor.kit().layers.shirt.find((l) => l.uuid === uuid)?.n).toBe('signature');
    const drawn = withUserSignature(editor.kit(), '/uploads/sig.png');
    expect(drawn.layers.shirt.find((l) => l.uuid === uuid)).toMatchObject({ signature: '/uploads/sig.png' });
  });
});

describe('the signature layer for a visitor', () => {
  it('asks a visitor to log in and add a signature, and adds nothing', async () => {
    const editor = await editorAs({ logged_in: false });
    expect(editor.actions.addSignature('shirt')).toBeNull();
    expect(editor.kit().layers.shirt.some((l) => l.n === 'signature')).toBe(false);
    expect(editor.store.get(toastsAtom).at(-1)?.text).toBe('signature.loggedOut');
  });
});
