import { describe, expect, it } from 'vitest';
import { newKit } from '../defaults/kit.ts';
import { restoreKit } from '../restore/restore.ts';
import { serialiseKit } from '../serialise/serialise.ts';
import { setFmTarget } from './fm-target.ts';

/** Where an fm kit goes in the game: its team's Unique ID and kit type, kept with the kit. */
describe('the FM target of a kit', () => {
  it('is saved with the kit and read back', () => {
    const result = setFmTarget(newKit('fm', 'plain'), { teamId: ' 1234 ', kitType: 'third' });
    if (!result.ok) throw new Error(result.message);
    expect([result.kit.fm_teamid, result.kit.fm_kittype]).toEqual(['1234', 'third']);
    const back = restoreKit(JSON.parse(serialiseKit(result.kit)) as unknown).kit;
    expect([back.fm_teamid, back.fm_kittype]).toEqual(['1234', 'third']);
  });

  it('refuses an id config.xml cannot take, and kits of other games', () => {
    const kit = newKit('fm', 'plain');
    expect(setFmTarget(kit, { teamId: '12a' }).ok).toBe(false);
    expect(setFmTarget(kit, { teamId: '9'.repeat(65) }).ok).toBe(false);
    // FM's Unique ID is 32 bits: 0 to 4294967295, not the 20 digits of a 64-bit number.
    expect(setFmTarget(kit, { teamId: '4294967295' }).ok).toBe(true);
    expect(setFmTarget(kit, { teamId: '0' }).ok).toBe(true);
    expect(setFmTarget(kit, { teamId: '4294967296' }).ok).toBe(false);
    expect(setFmTarget(kit, { teamId: '18446744073709551615' }).ok).toBe(false);
    expect(setFmTarget(newKit('eafc', 'plain'), { teamId: '1' }).ok).toBe(false);
    // An empty id clears the target (the Custom toggle switched off).
    expect(setFmTarget({ ...kit, fm_teamid: '7' }, { teamId: '' })).toMatchObject({
      ok: true,
      kit: { fm_teamid: '' },
    });
  });
});
