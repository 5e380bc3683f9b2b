/**
 * Garments test page: one game's garments and mannequin in plain three.js, dressed in a test
 * texture where every region is a distinct colour with its name, so screenshots show which
 * panel lands where. Query: game, angle (front|side|back|side_back|three_quarter), long, tucked,
 * collar, shorts, view (full|shirt|shorts|socks), paint (a region name painted alone, for tests).
 */
import * as THREE from 'three';
import '../../../src/games/all.ts';
import { gameLayout, REGION_IDS, type AreaLayout, type RegionName } from '../../../src/games/index.ts';
import { buildKitParts, DEFAULT_GARMENTS } from '../../../src/scene/garments/index.ts';

const params = new URLSearchParams(location.search);
const game = params.get('game') ?? 'eafc';
const paint = params.get('paint') as RegionName | null;
const kitLook = params.get('look') === 'kit';
const layout = gameLayout(game);

const COLOURS: Record<RegionName, string> = {
  front: '#d62828',
  back: '#1d3fbb',
  sleeve_left: '#2a9d3f',
  sleeve_right: '#e9a500',
  collar: '#7b2cbf',
  shorts_front: '#f2f2f2',
  shorts_back: '#222831',
  sock: '#0096c7',
  armband: '#ff7f50',
};

/** A plain home kit for the docs screenshots (look=kit): what a person would call a kit. */
const KIT_LOOK: Record<RegionName, { fill: string; trim?: string }> = {
  front: { fill: '#c8102e', trim: '#ffffff' },
  back: { fill: '#c8102e', trim: '#ffffff' },
  sleeve_left: { fill: '#ffffff', trim: '#c8102e' },
  sleeve_right: { fill: '#ffffff', trim: '#c8102e' },
  collar: { fill: '#ffffff' },
  shorts_front: { fill: '#ffffff', trim: '#c8102e' },
  shorts_back: { fill: '#ffffff', trim: '#c8102e' },
  sock: { fill: '#c8102e', trim: '#ffffff' },
  armband: { fill: '#ffd100' },
};

/** Paints one region of the kit look: a fill, and a trim band where a real kit has one. */
function paintKitRegion(
  g: CanvasRenderingContext2D,
  name: RegionName,
  x: number,
  y: number,
  w: number,
  h: number,
) {
  const look = KIT_LOOK[name];
  g.fillStyle = look.fill;
  g.fillRect(x, y, w, h);
  if (!look.trim) return;
  g.fillStyle = look.trim;
  if (name === 'front' || name === 'back') {
    // Side panels and a number on the back.
    g.fillRect(x, y, w * 0.07, h);
    g.fillRect(x + w * 0.93, y, w * 0.07, h);
    if (name === 'back') {
      g.font = `bold ${h * 0.3}px sans-serif`;
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText('10', x + w / 2, y + h * 0.42);
    }
  } else if (name === 'sleeve_left' || name === 'sleeve_right') {
    g.fillRect(x, y + h * 0.34, w, h * 0.06);
  } else if (name === 'sock') {
    g.fillRect(x, y + h * 0.06, w, h * 0.1);
  } else {
    g.fillRect(x, y + h * 0.9, w, h * 0.1);
  }
}

/** The test canvas of one area: region fills, a 64 px grid and each region's name. */
function testTexture(area: AreaLayout): THREE.CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = area.width / 2;
  canvas.height = area.height / 2;
  const g = canvas.getContext('2d')!;
  g.scale(0.5, 0.5);
  g.fillStyle = paint ? '#ffffff' : '#ff00ff';
  g.fillRect(0, 0, area.width, area.height);
  for (const region of area.regions) {
    if (paint && region.name !== paint) continue;
    const { x, y, w, h } = region.rect;
    g.save();
    g.beginPath();
    if (region.shape) region.shape.forEach(([px, py], i) => (i ? g.lineTo(px, py) : g.moveTo(px, py)));
    else g.rect(x, y, w, h);
    g.closePath();
    g.clip();
    g.fillStyle = paint ? '#000000' : COLOURS[region.name];
    g.fillRect(x, y, w, h);
    if (kitLook) paintKitRegion(g, region.name, x, y, w, h);
    else if (!paint) {
      g.strokeStyle = 'rgba(255,255,255,0.45)';
      g.lineWidth = 3;
      for (let gx = x; gx <= x + w; gx += 64) g.strokeRect(gx, y, 0, h);
      for (let gy = y; gy <= y + h; gy += 64) g.strokeRect(x, gy, w, 0);
      g.fillStyle = '#ffffff';
      g.font = `bold ${Math.max(24, Math.min(w / 7, h / 3))}px sans-serif`;
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(`${region.name} ↑${REGION_IDS[region.name]}`, x + w / 2, y + h / 3);
      g.fillText('R →', x + w / 2, y + (h * 2) / 3);
    }
    g.restore();
  }
  const texture = new THREE.CanvasTexture(canvas);
  texture.colorSpace = THREE.SRGBColorSpace;
  texture.anisotropy = 8;
  return texture;
}

const width = Number(params.get('w') ?? 800);
const height = Number(params.get('h') ?? 800);
const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
renderer.setSize(width, height);
renderer.setPixelRatio(1);
renderer.toneMapping = THREE.ACESFilmicToneMapping;
document.body.appendChild(renderer.domElement);

const scene = new THREE.Scene();
scene.background = new THREE.Color('#e6e6e6');
scene.add(new THREE.HemisphereLight('#ffffff', '#8a8a8a', 1.4));
const key = new THREE.DirectionalLight('#ffffff', 2.2);
key.position.set(2, 3, 4);
scene.add(key);
const rim = new THREE.DirectionalLight('#ffffff', 1.0);
rim.position.set(-3, 2, -3);
scene.add(rim);

const textures = new Map<string, THREE.Texture>();
for (const area of Object.values(layout.areas)) if (area) textures.set(area.area, testTexture(area));

const parts = buildKitParts(layout, {
  ...DEFAULT_GARMENTS,
  longSleeve: params.get('long') === '1',
  tuckedIn: params.get('tucked') === '1',
  collar: Number(params.get('collar') ?? 0),
  shortsModel: Number(params.get('shorts') ?? 0),
});
const meshes: THREE.Mesh[] = [];
for (const part of parts) {
  const map = textures.get(part.surface);
  const material =
    part.surface === 'skin'
      ? new THREE.MeshStandardMaterial({ color: '#c68863', roughness: 0.6 })
      : part.surface === 'boots'
        ? new THREE.MeshStandardMaterial({ color: '#111111', roughness: 0.35 })
        : new THREE.MeshStandardMaterial({ map: map ?? null, roughness: 0.8, side: THREE.DoubleSide });
  const mesh = new THREE.Mesh(part.geometry, material);
  mesh.name = part.id;
  mesh.userData.surface = part.surface;
  mesh.visible = !(params.get('hide') ?? '').split(',').includes(part.id);
  scene.add(mesh);
  meshes.push(mesh);
}

const VIEWS: Record<string, { target: number; distance: number }> = {
  full: { target: 0.95, distance: 5.2 },
  shirt: { target: 1.22, distance: 2.3 },
  shorts: { target: 0.86, distance: 1.7 },
  socks: { target: 0.3, distance: 1.8 },
};
const ANGLES: Record<string, number> = { front: 0, side: 90, back: 180, side_back: 135, three_quarter: 35 };
const view = VIEWS[params.get('view') ?? 'full'] ?? VIEWS.full!;
const angle = ((ANGLES[params.get('angle') ?? 'front'] ?? Number(params.get('angle'))) * Math.PI) / 180;
const camera = new THREE.PerspectiveCamera(22, width / height, 0.05, 50);
camera.position.set(
  Math.sin(angle) * view.distance,
  view.target + Number(params.get('lift') ?? 0.05),
  Math.cos(angle) * view.distance,
);
camera.lookAt(0, view.target, 0);
renderer.render(scene, camera);

/** Which part and texture pixel a ray through a canvas point hits: the region-landing test. */
function pick(nx: number, ny: number): { part: string; surface: string; uv: [number, number] } | null {
  const ray = new THREE.Raycaster();
  ray.setFromCamera(new THREE.Vector2(nx, ny), camera);
  const hit = ray.intersectObjects(meshes, false)[0];
  if (!hit?.uv) return null;
  return { part: hit.object.name, surface: String(hit.object.userData.surface), uv: [hit.uv.x, hit.uv.y] };
}

Object.assign(window, { garments: { pick, ready: true, parts: parts.map((p) => p.id) } });
