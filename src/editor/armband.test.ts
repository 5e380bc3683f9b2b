import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../api/index.ts';
import { createHeadlessEditor } from './headless.ts';
import type { ArmbandLayer, TemplateItem } from './kit.ts';
import { toastsAtom } from './state.ts';

const TEMPLATES = fs.readFileSync(
  new URL('../../public/data/catalogue/templates.json', import.meta.url),
  'utf8',
);
const FIRST = (JSON.parse(TEMPLATES) as TemplateItem[])[0]!;

describe("the captain's armband (document 1 §3, §5)", () => {
  it('is added to the extra stack, takes none, a single-colour preset or the template colours + 1', async () => {
    const api = createApiClient({
      retries: 0,
      fetch: async (url) =>
        new Response(url.includes('templates.json') ? TEMPLATES : JSON.stringify({ logged_in: false })),
    });
    const editor = createHeadlessEditor({ api });
    await editor.actions.initialise();
    const uuid = editor.actions.addLayer('extra', 'armband')!;
    const armband = () => editor.kit().layers.extra.find((l) => l.uuid === uuid) as ArmbandLayer;
    expect(armband().preset.t).toBe('none');
    // One per kit.
    expect(editor.actions.addLayer('extra', 'armband')).toBeNull();

    expect(editor.actions.setArmband(uuid, { t: 'template', n: 'Captain Bars' })).toBe(true);
    expect(armband().preset).toEqual({ n: 'Captain Bars', t: 'template' });
    expect(armband().c).toHaveLength(FIRST.colors.length + 1);
    expect(armband().c.slice(0, FIRST.colors.length)).toEqual(FIRST.colors);

    editor.actions.setArmband(uuid, { t: 'preset', n: 'Captain Star' });
    expect(armband().preset).toEqual({ n: 'Captain Star', t: 'preset' });
    expect(armband().c).toHaveLength(1);

    editor.actions.setArmband(uuid, { t: 'none', n: 'Captain Star' });
    expect(armband().preset).toEqual({ n: '', t: 'none' });
    editor.actions.undo();
    expect(armband().preset.t).toBe('preset');

    // Shininess and metalness stay 0.
    expect(editor.actions.setLayerField(uuid, 'shininess', 50)).toBe(false);
    expect(armband().shininess).toBe(0);
    expect(editor.store.get(toastsAtom).map((t) => t.text)).toContain('refusal.fieldNotEditable');
  });
});
