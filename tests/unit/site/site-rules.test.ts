import { describe, expect, it } from 'vitest';
import { pageGame, isCombinedSite } from '../../../src/site/games.ts';
import { allowedOrigin } from '../../../src/site/component.ts';
import { readSiteConfig, DEFAULT_SITE_CONFIG } from '../../../src/editor/site-config.ts';
import { earlyAccessEntries, EARLY_ACCESS_STATUS } from '../../../src/editor/upcoming.ts';
import type { CatalogueItem } from '../../../src/editor/catalogue.ts';

describe('site rules', () => {
  it('the page folder decides the game, then ?game=, then the stored FIFA / EA FC mode', () => {
    const url = new URL('https://k.test/?game=pes');
    expect(pageGame('fm', url, 'eafc')).toBe('fm');
    expect(pageGame(undefined, url, 'eafc')).toBe('pes');
    expect(pageGame(undefined, new URL('https://k.test/?game=xbox'), 'fifa')).toBe('fifa');
    expect(isCombinedSite('fifa') && isCombinedSite('eafc') && !isCombinedSite('pes')).toBe(true);
  });

  it('component hosts: own origin and the allow-list only', () => {
    expect(allowedOrigin('https://k.test', [], 'https://k.test')).toBe(true);
    expect(allowedOrigin('https://bulk.test', ['https://bulk.test'], 'https://k.test')).toBe(true);
    expect(allowedOrigin('https://evil.test', ['https://bulk.test'], 'https://k.test')).toBe(false);
  });

  it('site.json keeps only well-formed entries', () => {
    const config = readSiteConfig({
      componentOrigins: ['https://bulk.test', 'https://bulk.test/path', 'javascript:alert(1)', 3],
      social: [
        { name: 'X', url: 'https://x.com/k' },
        { name: 'Bad', url: 'javascript:alert(1)' },
      ],
      contact: 'javascript:alert(1)',
      promotion: { enabled: false, href: 'javascript:alert(1)' },
      translators: [
        { language: 'de', name: 'Anna', url: 'ftp://x' },
        { language: 'jp', name: 'Kitsmith team', url: null, machineTranslated: true },
        { name: 'no language' },
      ],
      translationCorrections: 'javascript:alert(1)',
    });
    expect(config.componentOrigins).toEqual(['https://bulk.test']);
    expect(config.social).toEqual([{ name: 'X', url: 'https://x.com/k' }]);
    expect(config.contact).toBeNull();
    expect(config.promotion).toEqual({ enabled: false, href: '/plus/' });
    expect(config.translators).toEqual([
      { language: 'de', name: 'Anna', url: null, machineTranslated: false },
      { language: 'jp', name: 'Kitsmith team', url: null, machineTranslated: true },
    ]);
    expect(config.translationCorrections).toBeNull();
    expect(readSiteConfig(null)).toBe(DEFAULT_SITE_CONFIG);
  });

  it('Upcoming from the catalogue: future-dated items grouped by day, soonest first', () => {
    const item = (name: string, date: string, premium = false) =>
      ({
        name,
        name_display: name,
        date,
        premium,
        preview_url: `/previews/${name}.png`,
      }) as unknown as CatalogueItem;
    const entries = earlyAccessEntries(
      {
        templates: [item('Old', '2026-01-01'), item('Later', '2027-02-01', true)],
        graphics: [item('Soon', '2026-12-01')],
        patterns: [item('Soon pattern', '2026-12-01T10:00:00Z')],
      },
      new Date('2026-11-24T12:00:00Z'),
    );
    expect(entries.map((e) => e.date)).toEqual(['2026-12-01', '2027-02-01']);
    expect(entries[0]).toMatchObject({
      status: EARLY_ACCESS_STATUS,
      graphics: [{ name: 'Soon', premium: false, image: '/previews/Soon.png' }],
      patterns: [{ name: 'Soon pattern' }],
    });
    expect(entries[1]!.templates).toEqual([{ name: 'Later', premium: true, image: '/previews/Later.png' }]);
  });
});
