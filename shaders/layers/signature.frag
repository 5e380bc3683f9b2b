// The user's signature image, drawn in the layer's first colour: coverage is the image's ink
// (alpha times darkness), so a transparent PNG and a scan on white paper both work.
#include "../lib/coverage.glsl"
#include "../lib/placed-image.glsl"

uniform sampler2D uImage;
uniform vec2 uAnchor;  // fraction of the region's half size
uniform float uBoxPx;
uniform float uAngle;

vec4 layerColor(RegionPoint rp) {
  float footprint = pixelFootprint(rp.p);
  vec4 placed = placedImageUv(rp.p, uAnchor * rp.size * 0.5, uBoxPx, uAngle, vec2(textureSize(uImage, 0)), footprint);
  vec4 texel = texture(uImage, clamp(placed.xy, 0.0, 1.0));
  float ink = texel.a * (1.0 - dot(texel.rgb, vec3(0.2126, 0.7152, 0.0722)));
  return vec4(uColors[0], ink * placed.z);
}
