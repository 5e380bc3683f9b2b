import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_MESSAGES, DESIGNS, LAYER_KINDS } from '../kit/index.ts';
import { OPERATION_MESSAGES } from '../kit/operations/index.ts';
import { HISTORY_ACTIONS } from '../kit/history/index.ts';
import english from '../../public/data/lan/en.json';
import { createI18n } from './i18n.ts';
import { fallbackChain, htmlLang, LANGUAGES, textDirection } from './languages.ts';

const en = english as Record<string, string>;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('English messages', () => {
  it("hold the spec's texts exactly", () => {
    for (const [key, text] of Object.entries(KIT_MESSAGES)) expect(en[`kit.${key}`]).toBe(text);
    for (const [key, text] of Object.entries(OPERATION_MESSAGES)) expect(en[`refusal.${key}`]).toBe(text);
    for (const action of HISTORY_ACTIONS) expect(en[`action.${action}`]).toBe(action);
    expect(en['status.error']).toBe('An error occured');
    expect(en['shell.rotate']).toBe('Rotate your device to landscape mode');
    expect(en['toast.undoing']).toBe('Undoing: {action}');
    expect(en['save.competition']).toBe('An error occurred: Cannot edit competition entry');
  });

  it('name every layer kind and design', () => {
    for (const kind of LAYER_KINDS) expect(en[`kind.${kind}`]).toBeTruthy();
    for (const design of Object.keys(DESIGNS)) expect(en[`design.${design}`]).toBeTruthy();
  });

  it('cover every literal key the UI and editor use', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const missing: string[] = [];
    for (const file of [...sources(path.join(root, 'ui')), ...sources(path.join(root, 'editor'))]) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\b(?:t|message|text)\(\s*'([a-zA-Z0-9_.]+)'/g)) {
        if (!(match[1]! in en)) missing.push(`${path.basename(file)}: ${match[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('languages', () => {
  it('offers the 18 languages of document 2 §9', () => {
    expect(LANGUAGES.map((l) => l.code).sort()).toEqual(
      [
        'en',
        'de',
        'es',
        'fr',
        'he',
        'id',
        'it',
        'jp',
        'ko',
        'hu',
        'nl',
        'pl',
        'pt-pt',
        'pt',
        'ru',
        'tr',
        'ua',
        'vn',
      ].sort(),
    );
  });

  it('falls back to the base language, then English; Hebrew is right-to-left', () => {
    expect(fallbackChain('pt-pt')).toEqual(['pt-pt', 'pt', 'en']);
    expect(fallbackChain('de')).toEqual(['de', 'en']);
    expect(textDirection('he')).toBe('rtl');
    expect(textDirection('de')).toBe('ltr');
  });

  it("gives each language a BCP 47 tag for `lang` (the spec's jp, ua and vn are not tags)", () => {
    expect(['jp', 'ua', 'vn', 'pt', 'pt-pt', 'he', 'de'].map(htmlLang)).toEqual([
      'ja',
      'uk',
      'vi',
      'pt-BR',
      'pt-pt',
      'he',
      'de',
    ]);
  });

  it("reads a language's map and falls back per key along the chain", async () => {
    const maps: Record<string, Record<string, string>> = {
      'pt-pt': { 'toolbar.undo': 'Anular' },
      pt: { 'toolbar.undo': 'Desfazer', 'toolbar.redo': 'Refazer' },
    };
    const fetched: string[] = [];
    const fetcher = (async (url: string) => {
      const code = decodeURIComponent(String(url).replace('/data/lan/', '').replace('.json', ''));
      fetched.push(code);
      const map = maps[code];
      return map ? new Response(JSON.stringify(map)) : new Response('', { status: 404 });
    }) as typeof fetch;
    const i18n = await createI18n({ language: 'pt-pt', fetch: fetcher });
    expect(i18n.t('toolbar.undo')).toBe('Anular');
    expect(i18n.t('toolbar.redo')).toBe('Refazer');
    expect(i18n.t('toolbar.startNew')).toBe('Start new');
    expect(i18n.t('toast.undoing', { action: 'x' })).toBe('Undoing: x');
    expect(fetched.sort()).toEqual(['pt', 'pt-pt']);
  });

  it('reports a failed load and still speaks English', async () => {
    const errors: string[] = [];
    const i18n = await createI18n({
      language: 'de',
      fetch: (() => Promise.reject(new Error('offline'))) as typeof fetch,
      onLoadError: (error) => errors.push(error),
    });
    expect(errors).toEqual(['offline']);
    expect(i18n.t('toolbar.recolor')).toBe('Recolor');
  });
});
