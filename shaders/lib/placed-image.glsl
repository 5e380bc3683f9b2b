// An image placed in region space: centred at `centre`, fitted into a square box `box` pixels wide
// (keeping the image's aspect), turned clockwise by `angle` radians.
// use: vec4 placedImageUv(p, centre, box, angle, imageSize, footprint) -> (uv, coverage, unused)
// Coverage antialiases the image's rectangle, for uploaded images that fill it to the edge.
#ifndef LIB_PLACED_IMAGE
#define LIB_PLACED_IMAGE

vec4 placedImageUv(vec2 p, vec2 centre, float box, float angle, vec2 imageSize, float footprint) {
  float aspect = imageSize.x / max(imageSize.y, 1.0);
  vec2 halfSize = 0.5 * box * vec2(min(1.0, aspect), min(1.0, 1.0 / aspect));
  // Clockwise on screen: rotate the point counter-clockwise into the image's frame.
  float c = cos(angle);
  float s = sin(angle);
  vec2 d = p - centre;
  vec2 local = vec2(c * d.x - s * d.y, s * d.x + c * d.y);
  vec2 inside = clamp((halfSize - abs(local)) / footprint + 0.5, 0.0, 1.0);
  return vec4(local / (2.0 * halfSize) + 0.5, inside.x * inside.y, 0.0);
}

#endif
