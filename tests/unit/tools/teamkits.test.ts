/**
 * The teamkits row of a kit (src/tools/teamkits.ts): colours from the kit's roles and its back
 * and shorts text, the column sets of FC 24 (64) and FC 25 (68) with every colour's r, g and b
 * columns, the form's checks, and the UTF-16 file read back by TextDecoder.
 */
import { describe, expect, it } from 'vitest';
import { defaultLayer, emptyKit, type Kit, type Layer } from '../../../src/kit/index.ts';
import {
  TEAMKITS_LAYOUTS,
  teamkitColours,
  teamkitForm,
  teamkitProblem,
  teamkitRow,
  teamkitsFile,
  teamkitsText,
  kitFonts,
} from '../../../src/tools/teamkits.ts';

function kit(shirt: Layer[], shorts: Layer[] = []): Kit {
  const k = emptyKit('eafc');
  return { ...k, layers: { ...k.layers, shirt, shorts } };
}
const base = (colour: string) => ({ ...defaultLayer('base', { game: 'eafc', uuid: 'b' }), c: [colour] });
const stripes = (a: string, b: string) => ({
  ...defaultLayer('template', { game: 'eafc', uuid: 't' }),
  c: [a, b],
});
const text = (uuid: string, placement: string, c: string[], border = false, f = 'Block') => ({
  ...defaultLayer('text', { game: 'eafc', uuid }),
  placement,
  c,
  border,
  f,
});

describe('teamkits colours', () => {
  it('takes the team colours from the shirt roles and the numbers from the back text', () => {
    const k = kit(
      [
        base('#c8102e'),
        stripes('#ffffff', '#00205b'),
        text('n', 'back', ['#ffd700', '#000000'], true, 'Bebas'),
      ],
      [text('s', 'front', ['#112233'])],
    );
    expect(teamkitColours(k)).toEqual({
      teamcolorprim: '#c8102e',
      teamcolorsec: '#ffffff',
      teamcolortert: '#00205b',
      jerseynumbercolorprim: '#ffd700',
      jerseynumbercolorsec: '#000000',
      jerseynumbercolorter: '#000000',
      jerseynamecolor: '#ffd700',
      jerseynameoutlinecolor: '#000000',
      shortsnumbercolorprim: '#112233',
      shortsnumbercolorsec: '#112233',
      shortsnumbercolorter: '#112233',
    });
    expect(kitFonts(k)).toEqual({ number: 'Bebas', shortsNumber: 'Block' });
  });

  it('without text, numbers take the readable colour on the primary; a front text is no number', () => {
    const dark = teamkitColours(kit([base('#101010'), text('f', 'front', ['#ff0000'])]));
    expect([dark.teamcolorsec, dark.teamcolortert]).toEqual(['#101010', '#101010']);
    expect([dark.jerseynumbercolorprim, dark.jerseynumbercolorsec, dark.shortsnumbercolorprim]).toEqual([
      '#ffffff',
      '#101010',
      '#ffffff',
    ]);
    expect(teamkitColours(kit([base('#f0f0f0')])).jerseynamecolor).toBe('#000000');
    // A printed number is no team colour: the secondary stays the shirt's own.
    const printed = teamkitColours(kit([base('#c8102e'), text('n', 'back', ['#ffd700'])]));
    expect([printed.teamcolorsec, printed.jerseynumbercolorprim]).toEqual(['#c8102e', '#ffd700']);
  });
});

describe('teamkits row', () => {
  const form = () => {
    const f = teamkitForm(kit([base('#0a141e'), text('n', 'back', ['#dcdcdc'])]));
    f.numbers.teamtechid = '241';
    f.numbers.teamkitid = '17031';
    f.numbers.teamkittypetechid = '1';
    return f;
  };

  it('writes FC 24 (64) and FC 25 (68) columns with each colour as r, g, b', () => {
    expect(TEAMKITS_LAYOUTS.fc24).toHaveLength(64);
    expect(TEAMKITS_LAYOUTS.fc25).toHaveLength(68);
    expect(new Set(TEAMKITS_LAYOUTS.fc25)).toEqual(
      new Set([
        ...TEAMKITS_LAYOUTS.fc24,
        'jerseynameoutlinecolorr',
        'jerseynameoutlinecolorg',
        'jerseynameoutlinecolorb',
        'jerseynameoutlinewidth',
      ]),
    );
    const row = teamkitRow(form());
    expect([row.teamcolorprimr, row.teamcolorprimg, row.teamcolorprimb]).toEqual([10, 20, 30]);
    expect([row.jerseynumbercolorprimr, row.jerseynamecolorb]).toEqual([220, 220]);
    expect([row.teamtechid, row.teamkitid, row.teamkittypetechid, row.year, row.powid]).toEqual([
      241, 17031, 1, 0, -1,
    ]);
    // No border on the back text: no outline; an outline colour of its own gets a width.
    expect(row.jerseynameoutlinewidth).toBe(0);
    const outlined = form();
    outlined.colours.jerseynameoutlinecolor = '#000000';
    expect(teamkitRow(outlined).jerseynameoutlinewidth).toBe(2);
  });

  it('refuses a missing id, a fraction, a kit type past 3 and a share past 100', () => {
    const f = teamkitForm(kit([base('#000000')]));
    expect(teamkitProblem(f)).toEqual({ field: 'teamtechid', min: 0, max: 2 ** 31 - 1 });
    const good = form();
    expect(teamkitProblem(good)).toBeNull();
    for (const [field, value, max] of [
      ['teamkitid', '1.5', 2 ** 31 - 1],
      ['teamkittypetechid', '4', 3],
      ['teamcolorsecpercent', '101', 100],
      ['year', '-1', 2 ** 31 - 1],
    ] as const) {
      const bad = form();
      bad.numbers[field] = value;
      expect(teamkitProblem(bad), field).toEqual({ field, min: 0, max });
      expect(() => teamkitRow(bad)).toThrow();
    }
  });

  it('writes a header and the row, tab-separated, as UTF-16 with a byte order mark', () => {
    for (const layout of ['fc24', 'fc25'] as const) {
      const f = { ...form(), layout };
      const bytes = teamkitsFile(teamkitsText(f));
      expect([...bytes.slice(0, 2)]).toEqual([0xff, 0xfe]);
      const lines = new TextDecoder('utf-16le').decode(bytes.slice(2)).split('\r\n');
      expect(lines[2]).toBe('');
      const [names, values] = [lines[0]!.split('\t'), lines[1]!.split('\t')];
      expect(names).toEqual([...TEAMKITS_LAYOUTS[layout]]);
      const read = Object.fromEntries(names.map((name, i) => [name, Number(values[i])]));
      expect([read.teamtechid, read.teamkitid, read.teamcolorprimb, read.jerseynumbercolorprimg]).toEqual([
        241, 17031, 30, 220,
      ]);
    }
  });
});
