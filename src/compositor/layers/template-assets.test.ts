import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as THREE from 'three';
import { describe, expect, it } from 'vitest';
import type { TemplateItem } from '../../kit/model/index.ts';
import { ImageLoadError, imageLoadErrorOf } from '../images/failures.ts';
import { loadTemplateImages, templateImages } from './template-assets.ts';
import { withKitTemplate } from './template-values.ts';

const templates = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../public/data/catalogue/templates.json'), 'utf8'),
) as TemplateItem[];
const byId = (id: string) => templates.find((t) => t.id === id)!;

describe('templateImages', () => {
  const origin = byId('veloce_origin');

  it('gives the shirt its masks, chosen collar, finishes (front, back) and fold normals', () => {
    expect(templateImages(origin, 'shirt', 1)).toEqual({
      uMaskFront: origin.mask.front,
      uMaskBack: origin.mask.back,
      uMaskSleeves: origin.mask_sleeves,
      uCollarUv: origin.collar_uv[1],
      uFinishFront: origin.finish,
      uFinishBack: origin.finish2,
      uFoldNormals: origin.normals,
    });
  });

  it('falls back to the first collar for a collar index the template does not have', () => {
    for (const collar of [-1, 2, 1.5, Number.NaN])
      expect(templateImages(origin, 'shirt', collar).uCollarUv).toBe(origin.collar_uv[0]);
  });

  it('leaves the sleeve mask out when the template applies none to sleeves', () => {
    const raglan = byId('veloce_pro_match');
    expect(raglan.apply_no_sleeves).toBe(true);
    expect(templateImages(raglan, 'shirt', 0)).not.toHaveProperty('uMaskSleeves');
  });

  it('shades the shorts with finish_shorts, gives socks only folds and the armband nothing', () => {
    expect(templateImages(origin, 'shorts', 0)).toEqual({
      uFinishFront: origin.finish_shorts,
      uFinishBack: origin.finish_shorts,
      uFoldNormals: origin.normals,
    });
    expect(templateImages(origin, 'socks', 0)).toEqual({ uFoldNormals: origin.normals });
    expect(templateImages(origin, 'armband', 0)).toEqual({});
  });
});

describe('withKitTemplate', () => {
  const template = { n: 'template', uuid: 't', c: ['#ffffff'] };

  it("copies the kit's template values onto the template layer only", () => {
    const kit = { template: 'orbis_origin', collar: 1, ls: true, hideTemplateDetails: true, layers: {} };
    expect(withKitTemplate(template, kit)).toEqual({
      ...template,
      kitTemplate: 'orbis_origin',
      kitCollar: 1,
      kitLongSleeve: true,
      hideTemplateDetails: true,
    });
    const base = { n: 'base', uuid: 'b' };
    expect(withKitTemplate(base, kit)).toBe(base);
  });

  it('names the custom collar of the shirt or extra stack, a hidden one too (document 1 §4)', () => {
    const collar = { n: 'custom_collar', uuid: 'c', p: 'Contrast V' };
    expect(withKitTemplate(template, { layers: { extra: [collar] } })).toMatchObject({
      customCollar: 'Contrast V',
    });
    expect(withKitTemplate(template, { layers: { shirt: [collar] } })).toMatchObject({
      customCollar: 'Contrast V',
    });
    const hiddenCollar = { ...collar, disabled: true };
    // A hidden custom collar still gives the garment its cut, as a hidden mask still masks.
    const hidden = withKitTemplate(template, { layers: { shirt: [hiddenCollar] } });
    expect(hidden).toMatchObject({ customCollar: 'Contrast V' });
    expect(withKitTemplate(template, { layers: {} })).toEqual({
      ...template,
      kitTemplate: '',
      kitCollar: 0,
      kitLongSleeve: false,
      hideTemplateDetails: false,
    });
  });
});

describe('loadTemplateImages', () => {
  /** A loader whose textures sample level 0 only, as a plain DataTexture does. */
  const flatLoader = async (url: string) => {
    const texture = new THREE.Texture();
    texture.name = url;
    texture.minFilter = THREE.LinearFilter;
    texture.generateMipmaps = false;
    return texture;
  };

  it('gives masks, collar and finishes mip chains (minified at small scales), not the fold normals', async () => {
    const images = templateImages(byId('veloce_origin'), 'shirt', 0);
    const textures = await loadTemplateImages(images, flatLoader);
    for (const uniform of [
      'uMaskFront',
      'uMaskBack',
      'uMaskSleeves',
      'uCollarUv',
      'uFinishFront',
      'uFinishBack',
    ]) {
      expect(textures[uniform]!.minFilter, uniform).toBe(THREE.LinearMipmapLinearFilter);
      expect(textures[uniform]!.generateMipmaps, uniform).toBe(true);
    }
    expect(textures.uFoldNormals!.minFilter).toBe(THREE.LinearFilter);
    expect(textures.uFoldNormals!.generateMipmaps).toBe(false);
  });

  it('fails the set with an ImageLoadError naming the file that did not load', async () => {
    const images = templateImages(byId('veloce_origin'), 'socks', 0);
    const error = await loadTemplateImages(images, () => Promise.reject(new Error('404'))).catch((e) => e);
    expect(error).toBeInstanceOf(ImageLoadError);
    expect(imageLoadErrorOf(error)?.url).toBe(byId('veloce_origin').normals);
    expect(String(error)).toMatch(/error loading .*normals/);
  });
});
