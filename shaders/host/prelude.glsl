// Host prelude: emitted once at the top of every compositor pass, before any layer snippet.
// The engine prepends `#define MAX_REGIONS n` and the `#define REGION_*` ids of src/games/regions.ts.
precision highp float;
precision highp int;
precision highp sampler2D;

// What a layer kind's `vec4 layerColor(RegionPoint rp)` receives (see src/compositor/layers/contract.ts):
// p: position in the region's pixel space at texture scale 1, origin at the region centre,
//    +x to the right seen from outside the garment, +y up; size: the region's size in those pixels;
// region: one of the REGION_* ids.
struct RegionPoint {
  vec2 p;
  vec2 size;
  int region;
};

in vec2 vUv;
out vec4 outColor;
