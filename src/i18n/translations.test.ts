import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import english from '../../public/data/lan/en.json';
import sameAsEnglish from './same-as-english.json';
import { BASE_LANGUAGE, LANGUAGES } from './languages.ts';

/**
 * Every language map is complete: the same keys as English, the same placeholders, and a text of
 * its own. A text may equal the English one only where the two languages really write it alike
 * (names, symbols, loanwords such as "Logo" or "Design"); those are listed, reviewed, in
 * same-as-english.json, so a new key copied over untranslated fails here.
 */
const en = english as Record<string, string>;
const LAN = path.resolve(import.meta.dirname, '../../public/data/lan');
const placeholders = (text: string) => [...text.matchAll(/\{[a-zA-Z]+\}/g)].map((m) => m[0]).sort();

const others = LANGUAGES.filter((language) => language.code !== BASE_LANGUAGE);
const everywhere = new Set(sameAsEnglish.everywhere);
const byLanguage = sameAsEnglish.byLanguage as Record<string, string[]>;

describe.each(others.map((language) => language.code))('the %s map', (code) => {
  const map = JSON.parse(readFileSync(path.join(LAN, `${code}.json`), 'utf8')) as Record<string, unknown>;

  it('has every English key and no other', () => {
    expect(Object.keys(map).filter((key) => !(key in en))).toEqual([]);
    expect(Object.keys(en).filter((key) => !(key in map))).toEqual([]);
  });

  it('keeps every placeholder of each text', () => {
    const broken = Object.keys(en).filter(
      (key) =>
        typeof map[key] !== 'string' || placeholders(map[key]).join() !== placeholders(en[key]!).join(),
    );
    expect(broken).toEqual([]);
  });

  it('translates every text that is not reviewed as written alike', () => {
    const allowed = new Set([...everywhere, ...(byLanguage[code] ?? [])]);
    const untranslated = Object.keys(en).filter((key) => map[key] === en[key] && !allowed.has(key));
    expect(untranslated).toEqual([]);
  });
});

describe('the reviewed list of texts written alike', () => {
  it('names only keys English has', () => {
    const all = [...sameAsEnglish.everywhere, ...Object.values(byLanguage).flat()];
    expect(all.filter((key) => !(key in en))).toEqual([]);
  });
});
