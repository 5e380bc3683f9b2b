// Catalogue logo in one of the kit's logo slots (brand, team, sponsor, sponsor_back, sleeves).
// The image is a channel mask; uPalette holds the colour of each channel (the layer's colours when
// recoloured, the logo's own otherwise: src/compositor/layers/logo.ts decides).
#include "../lib/coverage.glsl"
#include "../lib/placed-image.glsl"
#include "../lib/channel-image.glsl"

uniform sampler2D uImage;
uniform int uLogoRegion;
uniform vec2 uAnchor;  // fraction of the region's half size
uniform vec2 uOffset;  // region pixels
uniform float uBoxPx;  // side of the square the logo fits in, region pixels
uniform float uAngle;  // radians, clockwise
uniform vec3 uPalette[3];

vec4 layerColor(RegionPoint rp) {
  float footprint = pixelFootprint(rp.p);
  vec2 centre = uAnchor * rp.size * 0.5 + uOffset;
  vec4 placed = placedImageUv(rp.p, centre, uBoxPx, uAngle, vec2(textureSize(uImage, 0)), footprint);
  vec4 color = channelImageColor(texture(uImage, clamp(placed.xy, 0.0, 1.0)), uPalette[0], uPalette[1], uPalette[2]);
  bool here = rp.region == uLogoRegion;
  return vec4(color.rgb, here ? color.a * placed.z : 0.0);
}
