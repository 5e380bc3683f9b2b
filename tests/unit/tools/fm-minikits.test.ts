/**
 * The minikit generator's ZIP (src/tools/fm-minikits.ts), without a GPU: entry names by FM's
 * slug rule and never twice the same, progress after each picture, a cancel that saves nothing,
 * and dropped files judged by their bytes (a PNG's signature and its IHDR size).
 */
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import {
  buildMinikitZip,
  checkFmTexture,
  minikitFileNames,
  type MinikitInput,
} from '../../../src/tools/fm-minikits.ts';

const picture =
  (byte: number): MinikitInput['draw'] =>
  () =>
    Promise.resolve(new Uint8Array([byte]));

/** The first 24 bytes of a PNG of `width` x `height`: signature, IHDR length, type and size. */
function pngHead(width: number, height: number): Uint8Array<ArrayBuffer> {
  const head = new Uint8Array(24);
  head.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(head.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return head;
}

describe('FM minikit ZIP', () => {
  it('names entries by their slug, numbering a name used twice', () => {
    expect(minikitFileNames(['Home Red.png', 'home_red', 'São Paulo.PNG', '!!!', ''])).toEqual([
      'home_red.png',
      'home_red_2.png',
      'sao_paulo.png',
      'kit.png',
      'kit_2.png',
    ]);
  });

  it('holds every picture under its name, reporting progress after each', async () => {
    const progress: [number, number][] = [];
    const bytes = await buildMinikitZip(
      [
        { name: 'Red Home', draw: picture(1) },
        { name: 'Red Home', draw: picture(2) },
      ],
      (done, total) => progress.push([done, total]),
    );
    const zip = await JSZip.loadAsync(bytes);
    expect(Object.keys(zip.files)).toEqual(['red_home.png', 'red_home_2.png']);
    expect([...(await zip.file('red_home_2.png')!.async('uint8array'))]).toEqual([2]);
    expect(progress).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
  });

  it('stops at a cancel between two pictures and makes no ZIP', async () => {
    const cancel = new AbortController();
    let drawn = 0;
    const draw = () => {
      drawn++;
      cancel.abort();
      return Promise.resolve(new Uint8Array([0]));
    };
    await expect(
      buildMinikitZip(
        [
          { name: 'a', draw },
          { name: 'b', draw },
        ],
        () => undefined,
        cancel.signal,
      ),
    ).rejects.toThrow();
    expect(drawn).toBe(1);
  });

  it('takes a 1024x1024 PNG by its bytes, and names what is wrong with the others', async () => {
    expect(await checkFmTexture(new Blob([pngHead(1024, 1024)]))).toBeNull();
    expect(await checkFmTexture(new Blob([pngHead(512, 1024)]))).toEqual({
      kind: 'size',
      width: 512,
      height: 1024,
    });
    expect(await checkFmTexture(new Blob(['not an image, though named .png']))).toEqual({ kind: 'notPng' });
    expect(await checkFmTexture(new Blob([pngHead(1024, 1024).slice(0, 20)]))).toEqual({ kind: 'notPng' });
  });
});
