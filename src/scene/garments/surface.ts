/**
 * Grid surfaces: the one way every garment and mannequin part becomes geometry.
 *
 * A part is a function from grid coordinates (i across, j down) to a 3D point and a texture
 * pixel. The grid is triangulated, smooth normals come from the shared vertices, and UVs come
 * straight from the layout's pixels, so a panel lands exactly on its region of the canvas.
 */
import * as THREE from 'three';

export type Vec3 = readonly [number, number, number];

export interface SurfacePoint {
  position: Vec3;
  /** Texture pixel of the area (scale 1, origin top-left, y down). */
  pixel: readonly [number, number];
}

export interface GridSpec {
  columns: number;
  rows: number;
  /** Texture size of the area the pixels belong to. */
  textureWidth: number;
  textureHeight: number;
  point(u: number, v: number): SurfacePoint;
  /** Joins the last column to the first (a closed tube) so normals stay smooth across the seam. */
  wrap?: boolean;
  /** Flips the triangle winding when the parametrisation runs clockwise seen from outside. */
  flip?: boolean;
  /**
   * Closed, roughly convex parts (a head, a limb): choose the winding whose normals point away
   * from the part's centroid instead of reasoning about each parametrisation's handedness.
   */
  autoOrient?: boolean;
  /**
   * The first and last rows may each shrink to a point (the crown of a head, a boot's toe): one
   * shared normal there, or the point shows a pinched star of facets.
   */
  poles?: boolean;
}

/** Builds one indexed BufferGeometry from a grid, with smooth normals and layout UVs. */
export function gridGeometry(spec: GridSpec): THREE.BufferGeometry {
  const { columns, rows, textureWidth, textureHeight } = spec;
  const stride = columns + 1;
  const positions = new Float32Array(stride * (rows + 1) * 3);
  const uvs = new Float32Array(stride * (rows + 1) * 2);
  for (let j = 0; j <= rows; j++) {
    for (let i = 0; i <= columns; i++) {
      const k = j * stride + i;
      const { position, pixel } = spec.point(i / columns, j / rows);
      positions[k * 3] = position[0];
      positions[k * 3 + 1] = position[1];
      positions[k * 3 + 2] = position[2];
      // Layout pixels run top-down; texture v runs bottom-up (GL convention, as the panel map).
      uvs[k * 2] = pixel[0] / textureWidth;
      uvs[k * 2 + 1] = 1 - pixel[1] / textureHeight;
    }
  }
  // A typed index from the start (as setIndex would make of an array: 16-bit while it fits);
  // a plain array pushed to and then copied cost a cold worker tens of ms per player.
  const vertices = stride * (rows + 1);
  const index =
    vertices - 1 >= 65535 ? new Uint32Array(rows * columns * 6) : new Uint16Array(rows * columns * 6);
  const flip = spec.flip === true;
  let t = 0;
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < columns; i++) {
      const a = j * stride + i;
      const b = a + 1;
      const c = a + stride;
      const d = c + 1;
      // Two triangles, a-c-b and b-c-d, or the other way round when flipped.
      index[t] = a;
      index[t + 1] = flip ? b : c;
      index[t + 2] = flip ? c : b;
      index[t + 3] = b;
      index[t + 4] = flip ? d : c;
      index[t + 5] = flip ? c : d;
      t += 6;
    }
  }
  const geometry = new THREE.BufferGeometry();
  geometry.setAttribute('position', new THREE.BufferAttribute(positions, 3));
  geometry.setAttribute('uv', new THREE.BufferAttribute(uvs, 2));
  geometry.setIndex(new THREE.BufferAttribute(index, 1));
  geometry.computeVertexNormals();
  if (spec.autoOrient && pointsInward(geometry)) {
    for (let t = 0; t < index.length; t += 3) {
      const b = index[t + 1]!;
      index[t + 1] = index[t + 2]!;
      index[t + 2] = b;
    }
    geometry.index!.needsUpdate = true;
    geometry.computeVertexNormals();
  }
  if (spec.wrap) weldSeamNormals(geometry, stride, rows);
  if (spec.poles) for (const j of [0, rows]) weldPole(geometry, j * stride, stride);
  return geometry;
}

function pointsInward(geometry: THREE.BufferGeometry): boolean {
  const position = geometry.getAttribute('position') as THREE.BufferAttribute;
  const normal = geometry.getAttribute('normal') as THREE.BufferAttribute;
  const centre = new THREE.Vector3();
  const p = new THREE.Vector3();
  const n = new THREE.Vector3();
  for (let k = 0; k < position.count; k++) centre.add(p.fromBufferAttribute(position, k));
  centre.divideScalar(position.count);
  let sum = 0;
  for (let k = 0; k < position.count; k++) {
    p.fromBufferAttribute(position, k).sub(centre);
    sum += p.dot(n.fromBufferAttribute(normal, k));
  }
  return sum < 0;
}

/** Gives a row that shrank to a point one normal: its neighbours' average direction away from it. */
function weldPole(geometry: THREE.BufferGeometry, first: number, count: number): void {
  const position = geometry.getAttribute('position') as THREE.BufferAttribute;
  const normal = geometry.getAttribute('normal') as THREE.BufferAttribute;
  const p = new THREE.Vector3().fromBufferAttribute(position, first);
  const q = new THREE.Vector3();
  for (let k = 1; k < count; k++) if (q.fromBufferAttribute(position, first + k).distanceTo(p) > 1e-4) return;
  const n = new THREE.Vector3();
  for (let k = 0; k < count; k++) n.add(q.fromBufferAttribute(normal, first + k));
  n.normalize();
  for (let k = 0; k < count; k++) normal.setXYZ(first + k, n.x, n.y, n.z);
  normal.needsUpdate = true;
}

/** Averages the normals of the first and last column so a closed tube shows no seam line. */
function weldSeamNormals(geometry: THREE.BufferGeometry, stride: number, rows: number): void {
  const normal = geometry.getAttribute('normal') as THREE.BufferAttribute;
  const n = new THREE.Vector3();
  const m = new THREE.Vector3();
  for (let j = 0; j <= rows; j++) {
    const first = j * stride;
    const last = first + stride - 1;
    n.fromBufferAttribute(normal, first);
    m.fromBufferAttribute(normal, last);
    n.add(m).normalize();
    normal.setXYZ(first, n.x, n.y, n.z);
    normal.setXYZ(last, n.x, n.y, n.z);
  }
  normal.needsUpdate = true;
}

export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
export const clamp01 = (t: number): number => Math.min(1, Math.max(0, t));
export const smoothstep = (a: number, b: number, x: number): number => {
  const t = clamp01((x - a) / (b - a));
  return t * t * (3 - 2 * t);
};

/** Piecewise-linear lookup in sorted [x, y] knots: measurement tables read like a tailor's chart. */
export function profile(knots: readonly (readonly [number, number])[], x: number): number {
  const first = knots[0]!;
  if (x <= first[0]) return first[1];
  for (let i = 1; i < knots.length; i++) {
    const [x1, y1] = knots[i]!;
    const [x0, y0] = knots[i - 1]!;
    if (x <= x1) {
      const t = (x - x0) / (x1 - x0);
      // Smoothstep between knots keeps silhouettes free of kinks at the knots.
      return lerp(y0, y1, t * t * (3 - 2 * t));
    }
  }
  return knots[knots.length - 1]![1];
}

const ARC_STEPS = 48;

/**
 * The unit half superellipse of an exponent, sampled at ARC_STEPS + 1 angles: x and z before the
 * half-width and half-depth scale them. The powers and sines are the costly part of a section
 * and every vertex of a body asks for one, so they are computed once per exponent.
 */
const unitArcs = new Map<number, Float64Array>();

function unitArc(exponent: number): Float64Array {
  let arc = unitArcs.get(exponent);
  if (arc) return arc;
  arc = new Float64Array((ARC_STEPS + 1) * 2);
  for (let s = 0; s <= ARC_STEPS; s++) {
    const angle = (-0.5 + s / ARC_STEPS) * Math.PI;
    const sx = Math.sin(angle);
    const cz = Math.cos(angle);
    arc[s * 2] = Math.sign(sx) * Math.abs(sx) ** (2 / exponent);
    arc[s * 2 + 1] = Math.abs(cz) ** (2 / exponent);
  }
  unitArcs.set(exponent, arc);
  return arc;
}

/** Cumulative arc lengths of the last section asked for (reused: no allocation per vertex). */
const lengths = new Float64Array(ARC_STEPS + 1);
/** The section `lengths` holds: a grid row asks for the same section at every column. */
let lengthsOf: readonly [number, number, number] = [NaN, NaN, NaN];

/**
 * A point on the front half of a superellipse (half-width a, half-depth b), at fraction c of its
 * arc length from the wearer's right side (c = -1) through the centre front (0) to the left (1).
 * Arc length keeps a chest print undistorted; the exponent keeps a torso slightly boxy.
 */
export function halfSection(a: number, b: number, c: number, exponent = 2.4): [number, number] {
  const unit = unitArc(exponent);
  if (lengthsOf[0] !== a || lengthsOf[1] !== b || lengthsOf[2] !== exponent) {
    for (let s = 1; s <= ARC_STEPS; s++) {
      // Not Math.hypot: a few times slower in V8, and this runs for every vertex of a body.
      const dx = a * unit[s * 2]! - a * unit[s * 2 - 2]!;
      const dz = b * unit[s * 2 + 1]! - b * unit[s * 2 - 1]!;
      lengths[s] = lengths[s - 1]! + Math.sqrt(dx * dx + dz * dz);
    }
    lengthsOf = [a, b, exponent];
  }
  const target = ((c + 1) / 2) * lengths[ARC_STEPS]!;
  let s = 1;
  while (s < ARC_STEPS && lengths[s]! < target) s++;
  const t = (target - lengths[s - 1]!) / (lengths[s]! - lengths[s - 1]! || 1);
  return [
    lerp(a * unit[s * 2 - 2]!, a * unit[s * 2]!, t),
    lerp(b * unit[s * 2 - 1]!, b * unit[s * 2 + 1]!, t),
  ];
}
