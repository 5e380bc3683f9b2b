// Export transfer: copies part of a compositor texture into an export image, in the image's own
// pixel order (row 0 = the PNG's top row, so one readback gives PNG rows). Each fragment maps
// its output pixel to a source pixel: an affine map for rectangles (scaled, rotated, mirrored),
// or polar coordinates for the collar ring (RING). Source pixels are layout pixels at scale 1,
// y down; the texture's v runs up. Albedo is premultiplied: COLOR and OPAQUE unpremultiply it.
precision highp float;
uniform sampler2D uSource;
uniform vec2 uSourceSize; // the source area's size in layout pixels (scale 1)
uniform vec4 uClip;       // source rectangle that may be read: x, y, w, h (layout pixels)
uniform vec3 uRow0;       // source.x = dot(uRow0, vec3(out, 1))
uniform vec3 uRow1;       // source.y = dot(uRow1, vec3(out, 1))
uniform vec2 uOutSize;    // export image size in pixels
uniform vec4 uRing;       // RING: centre x, y, inner and outer radius (output pixels)
uniform vec3 uFill;       // OPAQUE: colour under transparent texels
uniform vec2 uGrade;      // GRADE: gamma (x) and gain (y) on the straight colour
#ifdef OUTLINE_TOP
uniform vec2 uTop[OUTLINE_TOP]; // the source panel outline's top edge, x ascending (layout pixels)
#endif
in vec2 vUv;
out vec4 outColor;

void main() {
  vec2 p = vUv * uOutSize;
#ifdef RING
  vec2 d = p - uRing.xy;
  float r = length(d);
  if (r < uRing.z || r > uRing.w) discard;
  // u = 0 at the back centre (up in the image), a quarter turn later the wearer's right (-x).
  float u = fract(atan(-d.x, -d.y) / 6.28318530718);
  vec2 src = uClip.xy + vec2(u, (r - uRing.z) / (uRing.w - uRing.z)) * uClip.zw;
#else
  vec2 src = vec2(dot(uRow0, vec3(p, 1.0)), dot(uRow1, vec3(p, 1.0)));
#ifdef CLAMP
  // The clip's edge texels run on past it (a painted rectangle larger than its region), read
  // half a texel inside so that no neighbouring region bleeds in through the filtering.
  src = clamp(src, uClip.xy + 0.5, uClip.xy + uClip.zw - 0.5);
#ifdef OUTLINE_TOP
  // A shaped panel holds no design above its outline (neckline, shoulders): the first texels
  // inside it run on up the column, 2 px in so the filtering reads no outside texel.
  float top = uTop[0].y;
  for (int i = 1; i < OUTLINE_TOP; i++) {
    vec2 a = uTop[i - 1];
    vec2 b = uTop[i];
    if (src.x >= a.x && src.x <= b.x) top = mix(a.y, b.y, (src.x - a.x) / max(b.x - a.x, 1e-3));
  }
  src.y = max(src.y, top + 2.0);
#endif
#else
  if (src.x < uClip.x || src.y < uClip.y || src.x > uClip.x + uClip.z || src.y > uClip.y + uClip.w)
    discard;
#endif
#endif
  // Level 0, always: with implicit derivatives a halving transfer (the FM 3D texture) read a
  // coarser mip level, whose content depended on when the source's mipmaps were last generated
  // (the FM ZIP's 2D kit, rendered first, regenerated them): one map, two byte results, up to
  // 155/255 apart at edges. Level 0 with linear filtering is a 2x2 box at an exact halving.
  vec4 c = textureLod(uSource, vec2(src.x / uSourceSize.x, 1.0 - src.y / uSourceSize.y), 0.0);
#if defined(NORMAL_DX)
  // Tangent-space normal, green flipped to the DirectX convention (+Y down the image).
#ifdef NORMAL_RG
  // Two channels, blue 0: NBA 2K's normal templates (the game rebuilds Z, as BC5-style maps do).
  outColor = vec4(c.r, 1.0 - c.g, 0.0, 1.0);
#else
  outColor = vec4(c.r, 1.0 - c.g, c.b, 1.0);
#endif
#elif defined(RAW)
  outColor = c;
#elif defined(ROUGHNESS)
  // An ORM map's roughness (G) as grey: the admin's per-layer roughness map.
  outColor = vec4(vec3(c.g), 1.0);
#else
  vec3 rgb = c.a > 0.0 ? c.rgb / c.a : vec3(0.0);
#ifdef GRADE
  rgb = clamp(pow(rgb, vec3(uGrade.x)) * uGrade.y, 0.0, 1.0);
#endif
#ifdef OPAQUE
  outColor = vec4(mix(uFill, rgb, c.a), 1.0);
#else
  outColor = vec4(rgb, c.a);
#endif
#endif
}
