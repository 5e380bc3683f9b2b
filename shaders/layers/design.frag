// Base designs (spec document 1 §3 "Base designs"): one layer kind, 21 designs. The design is a
// #define (DESIGN_RECTANGLE, DESIGN_STRIPES…) and its body lives in design/<family>.glsl, pasted
// inside layerColor so a design needs no helper functions of its own (merged passes would have to
// rename them). Shared maths comes from shaders/lib, included once here.
//
// Conventions, where the spec is silent (kept in one place so every design agrees):
// - Lengths are region pixels at texture scale 1 (the spec's ranges are in those pixels).
// - offset_y grows DOWNWARDS, as on the 2D canvas users design on: the cross's default offset_y
//   of -100 then puts its arm at chest height, which is where a Nordic cross sits on a shirt.
// - count and rows of 0 mean "fill the whole panel"; any other value is how many repeat on each
//   side of the centre, so a slider at its minimum still shows the design.
// - Gradients are solid at the hem (the bottom of the panel) and fade upwards; `revert` flips it.
#include "../lib/coverage.glsl"
#include "../lib/sdf.glsl"
#include "../lib/space.glsl"
#include "../lib/periodic-band.glsl"
#include "../lib/straight-over.glsl"

uniform float uWidth;
uniform float uHeight;
uniform float uRoundness;
uniform float uOffset;
uniform float uOffsetX;
uniform float uOffsetY;
uniform float uRotation; // radians, clockwise on screen
uniform float uOutlineWidth;
uniform float uWidthRatio;
uniform float uBorderWidth;
uniform float uDistance;
uniform float uCount;
uniform float uWidthSeparator;
uniform float uDistanceSeparator;
uniform float uSize;
uniform float uElSize;
uniform float uRows;
uniform float uGradientSize;
uniform float uVerticalSize;
uniform float uZags;

// With the layer's border on (the host draws it, shaders/host/layer-step.glsl), its colour is the
// last of the list: the design's own colours are the ones before it, so a design that reads "the
// second colour if there is one" never takes it.
#if defined(HOST_BORDER)
#define DESIGN_FILL_COUNT (uColorCount - 1)
#else
#define DESIGN_FILL_COUNT uColorCount
#endif

vec4 layerColor(RegionPoint rp) {
  float aa = pixelFootprint(rp.p);
  vec2 p = rp.p;
#if defined(DESIGN_RECTANGLE) || defined(DESIGN_TRIANGLE) || defined(DESIGN_CIRCLE)
#include "design/placed-shape.glsl"
#elif defined(DESIGN_SINGLE_STRIPE) || defined(DESIGN_TWO_COLOR_STRIPE) || defined(DESIGN_THREE_COLOR_STRIPE) || defined(DESIGN_STRIPE_WITH_BORDER)
#include "design/single-stripe.glsl"
#elif defined(DESIGN_STRIPES) || defined(DESIGN_STRIPES_2_COLORS) || defined(DESIGN_STRIPES_3_COLORS) || defined(DESIGN_STRIPES_SEPARATOR)
#include "design/stripes.glsl"
#elif defined(DESIGN_GRADIENT) || defined(DESIGN_STEPPED_GRADIENT)
#include "design/gradient.glsl"
#elif defined(DESIGN_HALFTONE_GRADIENT) || defined(DESIGN_HALFTONE_GRADIENT_DOTS)
#include "design/halftone.glsl"
#elif defined(DESIGN_CHECKERS)
#include "design/checkers.glsl"
#elif defined(DESIGN_ZIG_ZAG) || defined(DESIGN_WAVES)
#include "design/waves.glsl"
#elif defined(DESIGN_CROSS) || defined(DESIGN_CROSS_2_COLORS) || defined(DESIGN_CROSS_2_COLORS_V2)
#include "design/cross.glsl"
#else
  return vec4(0.0);
#endif
}

#undef DESIGN_FILL_COUNT
