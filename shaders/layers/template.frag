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
// carry mip chains, template-assets.ts). `uvPerPixel` is the image's uv per region pixel and
// `footprint` the texel's side in region pixels, taken once before the region branches, which
// must not rely on implicit derivatives.
float templateSample(sampler2D image, vec2 uv, vec2 uvPerPixel, float footprint) {
  vec2 texels = vec2(textureSize(image, 0)) * uvPerPixel * footprint;
  float lod = log2(max(max(texels.x, texels.y), 1.0));
  return textureLod(image, clamp(uv, 0.0, 1.0), lod).r;
}

vec4 layerColor(RegionPoint rp) {
  float footprint = pixelFootprint(rp.p);
  vec2 uv = rp.p / rp.size + 0.5;
  vec2 uvPerPixel = 1.0 / rp.size;
  vec3 panel = uColors[0];
  float cover = 0.0;
  float finish = 128.0 / 255.0;
  bool sleeve = rp.region == REGION_SLEEVE_LEFT || rp.region == REGION_SLEEVE_RIGHT;
  if (rp.region == REGION_FRONT || rp.region == REGION_SHORTS_FRONT) {
    cover = 1.0 - templateSample(uMaskFront, uv, uvPerPixel, footprint);
    finish = templateSample(uFinishFront, uv, uvPerPixel, footprint);
  } else if (rp.region == REGION_BACK || rp.region == REGION_SHORTS_BACK) {
    cover = 1.0 - templateSample(uMaskBack, uv, uvPerPixel, footprint);
    finish = templateSample(uFinishBack, uv, uvPerPixel, footprint);
  } else if (sleeve) {
    // The mask spans the sleeve that is shown: to the short hem, or the whole long sleeve.
    float top = rp.size.y * 0.5;
    float hem = uLongSleeve > 0.5 ? -top : uShortSleeveY;
    float v = (rp.p.y - hem) / max(top - hem, 1.0);
    vec2 sleeveUvPerPixel = vec2(uvPerPixel.x, 1.0 / max(top - hem, 1.0));
    cover = v >= 0.0 ? 1.0 - templateSample(uMaskSleeves, vec2(uv.x, v), sleeveUvPerPixel, footprint) : 0.0;
  } else if (rp.region == REGION_COLLAR) {
    cover = templateSample(uCollarUv, uv, uvPerPixel, footprint);
    panel = uColorCount > 1 ? uColors[1] : uColors[0];
  }
#ifdef TEMPLATE_CUSTOM_COLLAR
  cover = 0.0;
  finish = 128.0 / 255.0;
#endif
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
