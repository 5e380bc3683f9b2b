// Region lookup, once per texel per pass: the panel map gives the region id, the region's
// rectangle gives region space (centre origin, +y up, seen from outside). Needs MAX_REGIONS.
uniform sampler2D uPanelMap;
uniform vec4 uRegionRect[MAX_REGIONS];  // centre x, centre y (area px, y down), width, height
uniform vec4 uRegionExtra[MAX_REGIONS]; // flipX, shortSleeveY, turn (quarter turns clockwise), -
uniform vec2 uAreaSize;                 // area size in scale-1 pixels
uniform vec4 uUvRect;                   // the part of the area this target covers: offset, size
uniform vec2 uTargetSize;               // the target's size in texels (set by drawPass)

// Side of one texel in region pixels (1 at texture scale 1, 4 at 0.25), from uniforms only: the
// same for every texel of the pass, so a sampler's level of detail built on it is uniform too,
// which CPU rasterisers sample much faster than a level that may vary per texel.
float hostTexelFootprint() {
  vec2 f = uAreaSize * uUvRect.zw / uTargetSize;
  return max(f.x, f.y);
}

// A region's size in region space: its rectangle, sides swapped when stored a quarter turn round.
vec2 regionSize(int id) {
  int turn = int(uRegionExtra[id].z + 0.5);
  return turn == 1 || turn == 3 ? uRegionRect[id].wz : uRegionRect[id].zw;
}

// Region space back to area pixels (y down): hostTexel()'s lookup inverted.
vec2 regionToAreaPx(int id, vec2 p) {
  vec4 rect = uRegionRect[id];
  vec4 extra = uRegionExtra[id];
  vec2 d = vec2(extra.x > 0.5 ? -p.x : p.x, p.y);
  int turn = int(extra.z + 0.5);
  if (turn == 1) d = vec2(d.y, -d.x);
  else if (turn == 2) d = -d;
  else if (turn == 3) d = vec2(-d.y, d.x);
  return vec2(rect.x + d.x, rect.y - d.y);
}

struct HostTexel {
  vec2 areaUv;
  ivec2 cell; // the panel map texel: which scale-1 area pixel this texel is in (rows from the bottom)
  int region;
  vec2 p;
  vec2 size;
  float shortSleeveY;
};

HostTexel hostTexel() {
  HostTexel t;
  t.areaUv = uUvRect.xy + vUv * uUvRect.zw;
  // texelFetch, not texture(): ids must not filter, and the unfiltered path is much cheaper on
  // CPU rasterisers. The panel map has one texel per scale-1 pixel, rows from the bottom.
  ivec2 cell = clamp(ivec2(t.areaUv * uAreaSize), ivec2(0), ivec2(uAreaSize) - 1);
  t.cell = cell;
  // A first-frame draft's panel map is at the draft's size, not scale 1 (compositor/panel-map.ts):
  // the cell is scaled to it (exactly the cell itself when the map is at scale 1).
  ivec2 mapCell = cell * textureSize(uPanelMap, 0) / ivec2(uAreaSize);
  t.region = int(texelFetch(uPanelMap, mapCell, 0).r * 255.0 + 0.5);
  vec4 rect = uRegionRect[t.region];
  vec4 extra = uRegionExtra[t.region];
  vec2 px = vec2(t.areaUv.x, 1.0 - t.areaUv.y) * uAreaSize;
  t.p = vec2(px.x - rect.x, rect.y - px.y);
  // A region stored turned (EA's back upside down, its sleeves lying across) is turned back
  // upright, so kinds see every region the same way up whatever the game's texture does.
  int turn = int(extra.z + 0.5);
  t.size = rect.zw;
  if (turn == 1) {
    t.p = vec2(-t.p.y, t.p.x);
    t.size = rect.wz;
  } else if (turn == 2) {
    t.p = -t.p;
  } else if (turn == 3) {
    t.p = vec2(t.p.y, -t.p.x);
    t.size = rect.wz;
  }
  if (extra.x > 0.5) t.p.x = -t.p.x;
  t.shortSleeveY = extra.y;
  return t;
}
