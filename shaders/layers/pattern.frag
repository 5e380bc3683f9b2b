// Pattern and custom pattern (spec document 1 §3 "Pattern settings"): an image tile repeated over
// the region. The tile is `size` region pixels wide (its height follows the image's aspect), with
// gaps between tiles (distance split between x and y by distance_ratio, on the CPU), turned by
// rotation about the region centre moved by (offset_x, offset_y; y grows downwards as on the 2D
// canvas). Layouts (PATTERN_MODE): 1 Grid; 0 Offset, every other row shifted half a tile like
// brickwork; 4 Vertical offset, every other column shifted half a tile down; 2 Alternate grid,
// tiles on every other cell like the dark squares of a chessboard; 3 Image pattern, the image once,
// size % of the region's width. Tiling (PATTERN_TILING): 0 both ways, 1 one row (X), 2 one column
// (Y). PATTERN_MIRROR flips every other column's tile. Catalogue tiles are channel masks
// (PATTERN_RECOLOR: channel i takes colour i); an uploaded image keeps its own colours.
#include "../lib/coverage.glsl"
#include "../lib/space.glsl"
#include "../lib/channel-image.glsl"

uniform sampler2D uTile;
uniform vec3 uPalette[3];
uniform float uSize;
uniform float uRotation; // radians, clockwise on screen
uniform float uOffsetX;
uniform float uOffsetY;
uniform vec2 uGap;

vec4 layerColor(RegionPoint rp) {
  float aa = pixelFootprint(rp.p);
  vec2 imagePixels = vec2(textureSize(uTile, 0));
  float aspect = imagePixels.y / max(imagePixels.x, 1.0);
  vec2 q = rotateCcw(rp.p - vec2(uOffsetX, -uOffsetY), uRotation);
#if PATTERN_MODE == 3
  vec2 tileSize = rp.size.x * uSize * 0.01 * vec2(1.0, aspect);
  vec2 local = q;
  float edge = segmentCoverage(local.x, aa, -tileSize.x * 0.5, tileSize.x * 0.5) *
               segmentCoverage(local.y, aa, -tileSize.y * 0.5, tileSize.y * 0.5);
#else
  vec2 tileSize = uSize * vec2(1.0, aspect);
  vec2 cellSize = tileSize + uGap;
  // Cell coordinates with tile (0, 0) centred on the pattern origin.
  vec2 c = q / cellSize + 0.5;
  float row = floor(c.y);
#if PATTERN_MODE == 0
  c.x += 0.5 * mod(row, 2.0);
#endif
  float col = floor(c.x);
#if PATTERN_MODE == 4
  c.y += 0.5 * mod(col, 2.0);
  row = floor(c.y);
#endif
  vec2 local = (fract(c) - 0.5) * cellSize;
  // Edges of the tile are filtered only where a gap shows them: touching tiles must not seam.
  float edge = (uGap.x > 0.0 ? segmentCoverage(local.x, aa, -tileSize.x * 0.5, tileSize.x * 0.5) : 1.0) *
               (uGap.y > 0.0 ? segmentCoverage(local.y, aa, -tileSize.y * 0.5, tileSize.y * 0.5) : 1.0);
#if PATTERN_MODE == 2
  if (mod(row + col, 2.0) > 0.5) edge = 0.0;
#endif
#if PATTERN_TILING == 1
  if (row != 0.0) edge = 0.0;
#elif PATTERN_TILING == 2
  if (col != 0.0) edge = 0.0;
#endif
#if defined(PATTERN_MIRROR)
  if (mod(col, 2.0) > 0.5) local.x = -local.x;
#endif
#endif
  vec2 uv = local / tileSize + 0.5;
  // Gradients of the unbroken coordinate: the mip level stays smooth across tile joins.
  vec2 uvDx = dFdx(q / tileSize);
  vec2 uvDy = dFdy(q / tileSize);
  vec4 texel = textureGrad(uTile, uv, uvDx, uvDy);
#if defined(PATTERN_RECOLOR)
  vec4 color = channelImageColor(texel, uPalette[0], uPalette[1], uPalette[2]);
#else
  vec4 color = texel;
#endif
  return vec4(color.rgb, color.a * edge);
}
