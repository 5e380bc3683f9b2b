// Custom collar (spec document 1 §3): a catalogue collar drawn over the collar strip, its top edge
// on the neckline; channel i of the artwork takes colour i of the layer.
#include "../lib/channel-image.glsl"

uniform sampler2D uCollar;
uniform vec3 uPalette[3];

vec4 layerColor(RegionPoint rp) {
  vec2 uv = clamp(rp.p / rp.size + 0.5, 0.0, 1.0);
  vec4 color = channelImageColor(texture(uCollar, uv), uPalette[0], uPalette[1], uPalette[2]);
  return rp.region == REGION_COLLAR ? color : vec4(0.0);
}
