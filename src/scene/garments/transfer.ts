/**
 * Kit parts as plain data and back: a worker builds the geometry and posts it with its typed
 * arrays transferred (no copy); the page puts the same `BufferGeometry` back together. Every
 * attribute travels (position, normal, uv and the parts' own, such as `kitFace`), with the index,
 * groups, draw range, name, user data and any bounds already computed, so a rebuilt part is the
 * one the page would have built itself (`transfer.test.ts`).
 */
import * as THREE from 'three';
import type { KitPart, PartDetail, PartId, PartSurface } from './index.ts';

type Numbers = THREE.TypedArray;

interface PackedAttribute {
  name: string;
  array: Numbers;
  itemSize: number;
  normalized: boolean;
  usage: number;
  gpuType: number;
}

export interface PackedPart {
  id: PartId;
  surface: PartSurface;
  detail?: PartDetail;
  name: string;
  attributes: PackedAttribute[];
  index: PackedAttribute | null;
  groups: { start: number; count: number; materialIndex?: number }[];
  drawRange: { start: number; count: number };
  userData: Record<string, unknown>;
  /** min xyz, max xyz */
  box: number[] | null;
  /** centre xyz, radius */
  sphere: number[] | null;
}

function packAttribute(
  name: string,
  attribute: THREE.BufferAttribute | THREE.InterleavedBufferAttribute,
): PackedAttribute {
  // The garments make plain attributes; anything else is built on the page instead.
  if (!(attribute instanceof THREE.BufferAttribute)) throw new Error(`attribute ${name} is interleaved`);
  return {
    name,
    array: attribute.array,
    itemSize: attribute.itemSize,
    normalized: attribute.normalized,
    usage: attribute.usage,
    gpuType: attribute.gpuType,
  };
}

/** The parts as plain data, and the buffers to transfer with it (each once). */
export function packParts(parts: readonly KitPart[]): { parts: PackedPart[]; transfer: ArrayBuffer[] } {
  const buffers = new Set<ArrayBuffer>();
  const packed = parts.map((part): PackedPart => {
    const g = part.geometry;
    if (Object.keys(g.morphAttributes).length) throw new Error(`${part.id} has morph targets`);
    const attributes = Object.entries(g.attributes).map(([name, a]) => packAttribute(name, a));
    const index = g.index ? packAttribute('index', g.index) : null;
    for (const a of index ? [...attributes, index] : attributes) buffers.add(a.array.buffer as ArrayBuffer);
    const box = g.boundingBox;
    const sphere = g.boundingSphere;
    return {
      id: part.id,
      surface: part.surface,
      ...(part.detail ? { detail: part.detail } : {}),
      name: g.name,
      attributes,
      index,
      groups: g.groups.map((group) => ({ ...group })),
      drawRange: { ...g.drawRange },
      userData: g.userData as Record<string, unknown>,
      box: box ? [...box.min.toArray(), ...box.max.toArray()] : null,
      sphere: sphere ? [...sphere.center.toArray(), sphere.radius] : null,
    };
  });
  return { parts: packed, transfer: [...buffers] };
}

function unpackAttribute(packed: PackedAttribute): THREE.BufferAttribute {
  const attribute = new THREE.BufferAttribute(packed.array, packed.itemSize, packed.normalized);
  attribute.setUsage(packed.usage as THREE.Usage);
  attribute.gpuType = packed.gpuType as THREE.AttributeGPUType;
  return attribute;
}

/** The parts back as three.js geometry (their arrays are the packed ones, not copies). */
export function unpackParts(packed: readonly PackedPart[]): KitPart[] {
  return packed.map((part) => {
    const geometry = new THREE.BufferGeometry();
    geometry.name = part.name;
    for (const a of part.attributes) geometry.setAttribute(a.name, unpackAttribute(a));
    if (part.index) geometry.setIndex(unpackAttribute(part.index));
    for (const g of part.groups) geometry.addGroup(g.start, g.count, g.materialIndex);
    geometry.setDrawRange(part.drawRange.start, part.drawRange.count);
    geometry.userData = part.userData;
    if (part.box)
      geometry.boundingBox = new THREE.Box3(
        new THREE.Vector3().fromArray(part.box, 0),
        new THREE.Vector3().fromArray(part.box, 3),
      );
    if (part.sphere)
      geometry.boundingSphere = new THREE.Sphere(new THREE.Vector3().fromArray(part.sphere), part.sphere[3]);
    return { id: part.id, surface: part.surface, geometry, ...(part.detail ? { detail: part.detail } : {}) };
  });
}
