// Captain's armband (spec document 1 §3): a catalogue preset drawn over the armband area, channel
// i taking colour i (the engine fills the palette: one colour for a single-colour preset, the
// template's colours plus one for a template armband). ARMBAND_NONE draws nothing.
#include "../lib/channel-image.glsl"

uniform sampler2D uArmband;
uniform vec3 uPalette[3];

vec4 layerColor(RegionPoint rp) {
  vec2 uv = clamp(rp.p / rp.size + 0.5, 0.0, 1.0);
  vec4 color = channelImageColor(texture(uArmband, uv), uPalette[0], uPalette[1], uPalette[2]);
#if defined(ARMBAND_NONE)
  return vec4(0.0);
#else
  return rp.region == REGION_ARMBAND ? color : vec4(0.0);
#endif
}
