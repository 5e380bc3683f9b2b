// Template details: the trims a template draws over the base colours. Procedural: a band along
// the collar's neckline and a piping along each sleeve's hem, in the template's first colour,
// with a thinner second-colour line inside it when the template has two colours.
uniform float uTrimWidth; // band width in region pixels at scale 1

float templateBand(float distanceToEdge, float width, float aa) {
  return 1.0 - smoothstep(width - aa, width + aa, distanceToEdge);
}

vec4 layerColor(RegionPoint rp) {
  float aa = fwidth(rp.p.y);
  float edge;
  if (rp.region == REGION_COLLAR) {
    edge = rp.size.y * 0.5 - rp.p.y; // the collar's top edge is the neckline
  } else if (rp.region == REGION_SLEEVE_LEFT || rp.region == REGION_SLEEVE_RIGHT) {
    edge = rp.p.y + rp.size.y * 0.5; // the sleeve's bottom edge is its hem
  } else {
    return vec4(0.0);
  }
  float outer = templateBand(edge, uTrimWidth, aa);
  if (uColorCount > 1) {
    float inner = templateBand(abs(edge - uTrimWidth * 0.5), uTrimWidth * 0.15, aa);
    return vec4(mix(uColors[0], uColors[1], inner), outer);
  }
  return vec4(uColors[0], outer);
}
