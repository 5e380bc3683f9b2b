// A logo placed freely: an uploaded image drawn as it is, or a catalogue logo (a channel mask,
// LOGO_CHANNELS) in the layer's colours. Drawn in every region; the layer's display flags choose
// which panels show it.
#include "../lib/coverage.glsl"
#include "../lib/placed-image.glsl"
#include "../lib/channel-image.glsl"

uniform sampler2D uImage;
uniform vec2 uOffset;  // region pixels from the region centre
uniform float uBoxPx;
uniform float uAngle;
uniform vec3 uPalette[3];

vec4 layerColor(RegionPoint rp) {
  float footprint = pixelFootprint(rp.p);
  vec4 placed = placedImageUv(rp.p, uOffset, uBoxPx, uAngle, vec2(textureSize(uImage, 0)), footprint);
  vec4 texel = texture(uImage, clamp(placed.xy, 0.0, 1.0));
#ifdef LOGO_CHANNELS
  vec4 color = channelImageColor(texel, uPalette[0], uPalette[1], uPalette[2]);
#else
  vec4 color = texel;
#endif
  return vec4(color.rgb, color.a * placed.z);
}
