// Base layer: the garment's ground colour. Sub-type "sleeves" paints only the sleeves and
// "collar" only the collar, so a kit can have body, sleeve and collar colours without masks.
vec4 layerColor(RegionPoint rp) {
#if defined(BASE_SLEEVES)
  bool on = rp.region == REGION_SLEEVE_LEFT || rp.region == REGION_SLEEVE_RIGHT;
#elif defined(BASE_COLLAR)
  bool on = rp.region == REGION_COLLAR;
#else
  bool on = true;
#endif
  return vec4(uColors[0], on ? 1.0 : 0.0);
}
