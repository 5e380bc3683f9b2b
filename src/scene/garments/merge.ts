/**
 * The mannequin is built as named parts (head, arms, hands…: tests tell them apart), but the
 * viewer draws each plain surface in one go: all skin parts share one material and are shown or
 * hidden together, so one merged mesh replaces about fifteen draw calls.
 */
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import type { KitPart, PartSurface } from './index.ts';

const MERGED: readonly PartSurface[] = ['skin', 'boots'];

export function mergeMannequinParts(parts: readonly KitPart[]): KitPart[] {
  const out: KitPart[] = [];
  for (const surface of MERGED) {
    const group = parts.filter((p) => p.surface === surface);
    if (group.length < 2) {
      out.push(...group);
      continue;
    }
    const geometry = mergeGeometries(group.map((p) => p.geometry));
    if (!geometry) {
      out.push(...group);
      continue;
    }
    geometry.name = surface;
    for (const p of group) p.geometry.dispose();
    out.push({ id: group[0]!.id, surface, geometry });
  }
  // Garments keep their own meshes: their visibility and areas differ.
  return [...parts.filter((p) => !MERGED.includes(p.surface)), ...out];
}
