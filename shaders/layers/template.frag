// Template layer: the template's artwork for this area (see src/compositor/layers/template.ts).
// Each image spans its region: u across the panel as seen from outside, v up. Masks are white
// where the colours below show and black where the template's panels take colour 1; the collar
// UV mask is white where the collar takes colour 2 (colour 1 when the layer has one colour); the
// finish is greyscale shading around a neutral #808080, darker for seams and shade, lighter for
// light, composited over the panels unless the kit hides template details.
#include "../lib/coverage.glsl"

uniform sampler2D uMaskFront;
uniform sampler2D uMaskBack;
uniform sampler2D uMaskSleeves;
uniform sampler2D uCollarUv;
uniform sampler2D uFinishFront;
uniform sampler2D uFinishBack;
uniform float uShortSleeveY; // region-space y of the short sleeve's hem
uniform float uLongSleeve;   // 1 when the kit shows long sleeves
uniform float uDetails;      // 0 hides the finish (hideTemplateDetails)

// The mip level that matches one texel's footprint: at texture scale 0.25 a 512-wide mask spans
// a front panel drawn 256 texels wide, and level 0 alone would alias its panel edges (the images
// carry mip chains, template-assets.ts). `span` is the region pixels the image spans. Built from
// uniforms only (region rectangles, the host's texel footprint), the level is the same for every
// texel: llvmpipe then samples one level for a whole block instead of per texel (4x cheaper), and
// texels on a panel's border get the same level as inside (implicit derivatives would see the
// neighbouring panel's coordinates there).
//
// Images squeezed more one way than the other (EA's collar strip takes a 1024-wide mask into 400
// pixels across but 128 into 128 down) are filtered anisotropically: the level of the less
// squeezed axis, and up to four taps spread along the other, so the collar's edges are not
// blurred down the strip by the squeeze across it.
float templateSample(sampler2D image, vec2 uv, vec2 span) {
  // Capped like pixelFootprint (coverage.glsl): only tiny test viewports reach the cap.
  vec2 size = vec2(textureSize(image, 0));
  vec2 texels = max(size / max(span, vec2(1.0)) * min(hostTexelFootprint(), 8.0), vec2(1.0));
  float major = max(texels.x, texels.y);
  float minor = min(texels.x, texels.y);
  float taps = clamp(ceil(major / minor - 0.01), 1.0, 4.0);
  float lod = log2(max(major / taps, minor));
  vec2 along = texels.x >= texels.y ? vec2(major / size.x, 0.0) : vec2(0.0, major / size.y);
  float sum = 0.0;
  for (int i = 0; i < 4; i++) {
    if (float(i) >= taps) break;
    vec2 at = uv + along * ((float(i) + 0.5) / taps - 0.5);
    sum += textureLod(image, clamp(at, 0.0, 1.0), lod).r;
  }
  return sum / taps;
}

// A region's size from the panel rectangles (zero for regions the area lacks): uniform.
vec2 regionSpan(int a, int b) {
  return max(regionSize(a), regionSize(b));
}

vec4 layerColor(RegionPoint rp) {
  vec2 uv = rp.p / rp.size + 0.5;
  vec3 panel = uColors[0];
  float cover = 0.0;
  float finish = 128.0 / 255.0;
  bool sleeve = rp.region == REGION_SLEEVE_LEFT || rp.region == REGION_SLEEVE_RIGHT;
  if (rp.region == REGION_FRONT || rp.region == REGION_SHORTS_FRONT) {
    vec2 span = regionSpan(REGION_FRONT, REGION_SHORTS_FRONT);
    cover = 1.0 - templateSample(uMaskFront, uv, span);
    finish = templateSample(uFinishFront, uv, span);
  } else if (rp.region == REGION_BACK || rp.region == REGION_SHORTS_BACK) {
    vec2 span = regionSpan(REGION_BACK, REGION_SHORTS_BACK);
    cover = 1.0 - templateSample(uMaskBack, uv, span);
    finish = templateSample(uFinishBack, uv, span);
  } else if (sleeve) {
    // The mask spans the sleeve that is shown: to the short hem, or the whole long sleeve.
    vec2 size = regionSpan(REGION_SLEEVE_LEFT, REGION_SLEEVE_RIGHT);
    float top = size.y * 0.5;
    float hem = uLongSleeve > 0.5 ? -top : uShortSleeveY;
    float v = (rp.p.y - hem) / max(top - hem, 1.0);
    vec2 span = vec2(size.x, top - hem);
    cover = v >= 0.0 ? 1.0 - templateSample(uMaskSleeves, vec2(uv.x, v), span) : 0.0;
  } else if (rp.region == REGION_COLLAR) {
#ifdef TEMPLATE_CUSTOM_COLLAR
    // A custom collar is drawn by its own layer: the template's collar gives way. Its body masks
    // and finish, when it has them, arrive in uMask*/uFinish* (template-assets.ts).
    cover = 0.0;
#else
    cover = templateSample(uCollarUv, uv, regionSpan(REGION_COLLAR, REGION_COLLAR));
#endif
    panel = uColorCount > 1 ? uColors[1] : uColors[0];
  }
  // Finish as black (shade) or white (light) over the panels, with the grey's distance from
  // neutral as coverage: over the colours below this darkens or lightens them in proportion.
  float g = finish * 255.0;
  float shade = clamp((128.0 - g) / 128.0, 0.0, 1.0);
  float light = clamp((g - 128.0) / 127.0, 0.0, 1.0);
  float f = max(shade, light) * uDetails;
  vec3 tone = shade > light ? vec3(0.0) : vec3(1.0);
  float a = f + cover * (1.0 - f);
  vec3 rgb = a > 0.0 ? (tone * f + panel * cover * (1.0 - f)) / a : panel;
  return vec4(rgb, a);
}
