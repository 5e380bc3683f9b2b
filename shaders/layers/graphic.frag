// Graphic ("Extra"): a catalogue channel-mask image stretched over each region it is shown on;
// channel i takes colour i of the layer.
#include "../lib/channel-image.glsl"

uniform sampler2D uImage;
uniform vec3 uPalette[3];

vec4 layerColor(RegionPoint rp) {
  vec2 uv = clamp(rp.p / rp.size + 0.5, 0.0, 1.0);
  return channelImageColor(texture(uImage, uv), uPalette[0], uPalette[1], uPalette[2]);
}
