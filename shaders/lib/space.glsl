// Moving points between a design's own frame and region space.
// use: rotateCcw(p, radians)
#ifndef LIB_SPACE
#define LIB_SPACE

// Rotates p counter-clockwise (+y up) by `angle` radians. Sampling a shape at rotateCcw(p, a)
// draws it turned clockwise by a, the way a rotation slider turns things on screen.
vec2 rotateCcw(vec2 p, float angle) {
  float c = cos(angle);
  float s = sin(angle);
  return vec2(c * p.x - s * p.y, s * p.x + c * p.y);
}

#endif
