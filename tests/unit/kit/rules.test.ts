import { describe, expect, it } from 'vitest';
import {
  allowedEdits,
  assetAccess,
  canUseCustomPattern,
  canUseCustomPositions,
  canUseLayerDetail3D,
  canUseMat,
  defaultLayer,
  KIT_MESSAGES,
  LAYER_EDIT_RULES,
  LAYER_KINDS,
  presetGate,
  textureScaleGate,
  uploadQuota,
  type LayerEditRules,
  type LayerKind,
} from '../../../src/kit/index.ts';

const kindsWithout = (edit: keyof LayerEditRules): LayerKind[] =>
  LAYER_KINDS.filter((kind) => !LAYER_EDIT_RULES[kind][edit]);

describe('edits allowed per layer (section 5)', () => {
  it('matches the spec lists', () => {
    expect(kindsWithout('opacity').sort()).toEqual(
      [
        'printing',
        'printing_shorts',
        'sleeve_cuffs',
        'side_panels',
        'shoulder_panels',
        'base',
        'armband',
        'custom_collar',
      ].sort(),
    );
    expect(kindsWithout('blendMode').sort()).toEqual([...kindsWithout('opacity'), 'mat'].sort());
    expect(kindsWithout('detail3D').sort()).toEqual(['base', 'template', 'armband', 'mat'].sort());
    expect(kindsWithout('shininess')).toEqual(['mat']);
    expect(kindsWithout('rename').sort()).toEqual(
      ['base', 'armband', 'template', 'printing', 'printing_shorts'].sort(),
    );
    expect(kindsWithout('move').sort()).toEqual(['base', 'armband'].sort());
    expect(kindsWithout('mask').sort()).toEqual(
      [
        'base',
        'template',
        'sleeve_cuffs',
        'side_panels',
        'shoulder_panels',
        'armband',
        'custom_collar',
      ].sort(),
    );
    expect(kindsWithout('remove').sort()).toEqual(['base', 'template', 'armband'].sort());
  });

  it('adds the rules that depend on game, state and stack', () => {
    const graphic = defaultLayer('graphic', { game: 'eafc', uuid: 'g' });
    expect(allowedEdits(graphic, { game: 'eafc' }).shininess).toBe(true);
    expect(allowedEdits(graphic, { game: 'pes' }).shininess).toBe(false);
    expect(allowedEdits(graphic, { game: 'eafc', hasActiveLayer: true }).move).toBe(false);
    const masked = { ...defaultLayer('text', { game: 'eafc', uuid: 't' }), mask: 'g' };
    expect(allowedEdits(graphic, { game: 'eafc', stack: [graphic, masked] }).remove).toBe(false);
    expect(allowedEdits(graphic, { game: 'eafc', stack: [graphic] }).remove).toBe(true);
    expect(allowedEdits({ ...graphic, g: 'undershirt_stripes' }, { game: 'eafc' }).mask).toBe(false);
  });
});

describe('premium and tier rules (section 6)', () => {
  const free = { premium: false, tier: 0, admin: false };
  const plus = { premium: true, tier: 0, admin: false };
  const premium = { premium: true, tier: 1, admin: false };
  const ultimate = { premium: true, tier: 2, admin: false };

  it('limits free texture scale to 2 in fm and 1 elsewhere, with the spec message', () => {
    expect(textureScaleGate(free, 'eafc', 1)).toEqual({ allowed: true });
    expect(textureScaleGate(free, 'eafc', 2)).toEqual({
      allowed: false,
      message: 'Resolutions above 2048x2048 are only available for Plus members.',
    });
    expect(textureScaleGate(free, 'fm', 2).allowed).toBe(true);
    expect(textureScaleGate(plus, 'eafc', 2).allowed).toBe(true);
  });

  it('reserves custom positions, custom patterns and layer 3D detail for Plus', () => {
    for (const rule of [canUseCustomPositions, canUseCustomPattern, canUseLayerDetail3D]) {
      expect(rule(free)).toBe(false);
      expect(rule(plus)).toBe(true);
    }
  });

  it('needs Plus with a tier above 0 for mat (never in fm) and early access', () => {
    expect(canUseMat(plus, 'eafc')).toBe(false);
    expect(canUseMat(premium, 'eafc')).toBe(true);
    expect(canUseMat(ultimate, 'fm')).toBe(false);
    const now = Date.UTC(2026, 10, 10);
    const early = { premium: false, date: '2026-12-01' };
    expect(assetAccess(plus, early, now)).toBe('early-access');
    expect(assetAccess(premium, early, now)).toBe('ok');
    expect(assetAccess({ premium: false, tier: 2, admin: false }, early, now)).toBe('early-access');
  });

  it('gives upload quotas by tier: 1000, 750, 50 for other Plus, 0 without Plus', () => {
    expect(uploadQuota(ultimate)).toBe(1000);
    expect(uploadQuota(premium)).toBe(750);
    expect(uploadQuota(plus)).toBe(50);
    expect(uploadQuota({ premium: false, tier: 2, admin: false })).toBe(0);
  });

  it('gates assets and presets', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(assetAccess(free, { premium: true }, now)).toBe('premium');
    expect(assetAccess(plus, { premium: false, date: '2026-02-01' }, now)).toBe('early-access');
    expect(assetAccess(premium, { premium: false, date: '2026-02-01' }, now)).toBe('ok');
    expect(assetAccess(plus, { premium: false, date: '2025-12-01' }, now)).toBe('ok');
    expect(assetAccess(ultimate, { premium: false, admin: true }, now)).toBe('admin');
    expect(presetGate(free, { premium: true }, now)).toEqual({
      allowed: false,
      message: KIT_MESSAGES.presetPlusOnly,
    });
    expect(KIT_MESSAGES.presetPlusOnly).toBe('This preset is exclusive to Plus members.');
    expect(presetGate(plus, { premium: true }, now)).toEqual({ allowed: true });
  });
});
