// Normal map of an area: the Sobel gradient of the accumulated 3D-detail height plus the
// template's fold normals, encoded so that a flat texel is exactly #7f7fff (spec §9).
// Emitted after the host prelude and region lookup (needs hostTexel()).
uniform sampler2D uHeight;   // height in region pixels, at reduced resolution
uniform vec2 uHeightTexel;   // one height texel in uv
uniform vec2 uTexelRegionPx; // one height texel in region pixels (x, y)
uniform float uFolds;        // 0 hides the template's folds (hideTemplateDetails)
uniform sampler2D uFoldNormals; // the template's fold normals (flat #7f7fff when it has none)

#include "../lib/template-folds.glsl"

float heightAt(vec2 offset) {
  return texture(uHeight, vUv + offset * uHeightTexel).r;
}

void main() {
  HostTexel t = hostTexel();
  if (t.region == 0) {
    outColor = vec4(127.0 / 255.0, 127.0 / 255.0, 1.0, 1.0);
    return;
  }
  float tl = heightAt(vec2(-1.0, 1.0)), tc = heightAt(vec2(0.0, 1.0)), tr = heightAt(vec2(1.0, 1.0));
  float ml = heightAt(vec2(-1.0, 0.0)), mr = heightAt(vec2(1.0, 0.0));
  float bl = heightAt(vec2(-1.0, -1.0)), bc = heightAt(vec2(0.0, -1.0)), br = heightAt(vec2(1.0, -1.0));
  // Sobel: per texel, then per region pixel. Texture v runs up like region y.
  vec2 g = vec2((tr + 2.0 * mr + br) - (tl + 2.0 * ml + bl), (tl + 2.0 * tc + tr) - (bl + 2.0 * bc + br)) / 8.0;
  g /= uTexelRegionPx;
  g += templateFoldGradient(uFoldNormals, t) * uFolds;
  vec3 n = normalize(vec3(-g, 1.0));
  outColor = vec4((n * 128.0 + 127.0) / 255.0, 1.0);
}
