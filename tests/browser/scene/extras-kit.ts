/**
 * The kit the extra-garment tests and screenshots wear: a plain navy shirt with white collar,
 * white shorts, navy socks, and a captain's armband whose band colour the caller picks.
 */
export function extrasKit(armband = '#f5c400') {
  return {
    version: 1,
    game: 'eafc',
    template: '',
    shirt: [
      { n: 'base', uuid: 'x-shirt', type: 'base', c: ['#1d3557'] },
      { n: 'base', uuid: 'x-sleeves', type: 'sleeves', c: ['#1d3557'] },
      { n: 'base', uuid: 'x-collar', type: 'collar', c: ['#f1f1f1'] },
    ],
    shorts: [{ n: 'base', uuid: 'x-shorts', type: 'base', c: ['#f1f1f1'] }],
    socks: [{ n: 'base', uuid: 'x-socks', type: 'base', c: ['#1d3557'] }],
    extra: [{ n: 'armband', uuid: 'x-armband', preset: { n: 'Captain Classic', t: 'preset' }, c: [armband] }],
    logos: [],
  };
}

export const EXTRAS_KIT = extrasKit();
