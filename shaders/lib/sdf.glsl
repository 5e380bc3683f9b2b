// Signed distances of the shapes designs are built from: negative inside, in the caller's units.
// use: sdRoundBox(p, halfSize, radius), sdEllipse(p, radii), sdTriangle(p, halfBase, height)
#ifndef LIB_SDF
#define LIB_SDF

// Box centred on the origin; radius rounds its corners (0 keeps them sharp).
float sdRoundBox(vec2 p, vec2 halfSize, float radius) {
  vec2 q = abs(p) - halfSize + radius;
  return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - radius;
}

// Ellipse centred on the origin. A first-order estimate (value over gradient length): exact on a
// circle and within a fraction of a pixel at the edge for the 1:2 ratios designs allow, which is
// all an antialiased edge needs.
float sdEllipse(vec2 p, vec2 radii) {
  float k1 = length(p / (radii * radii));
  if (k1 < 1e-6) return -min(radii.x, radii.y);
  float k0 = length(p / radii);
  return k0 * (k0 - 1.0) / k1;
}

// Isosceles triangle centred on its bounding box: base 2*halfBase wide at y = -height/2, apex at
// y = +height/2 (+y is up).
float sdTriangle(vec2 p, float halfBase, float height) {
  // Frame with the apex at the origin and the base at +height, mirrored to the right half.
  p = vec2(abs(p.x), height * 0.5 - p.y);
  vec2 q = vec2(halfBase, height);
  vec2 toSide = p - q * clamp(dot(p, q) / dot(q, q), 0.0, 1.0);
  vec2 toBase = p - q * vec2(clamp(p.x / q.x, 0.0, 1.0), 1.0);
  // Inside when below the slanted side and above the base line.
  float side = p.x * q.y - p.y * q.x;
  float base = p.y - q.y;
  float dist = sqrt(min(dot(toSide, toSide), dot(toBase, toBase)));
  return (side < 0.0 && base < 0.0) ? -dist : dist;
}

#endif
