// Per-layer inputs every kind may read. Emitted before each layer snippet, inside the layer's
// renaming scope (so in a merged pass these become uColors_L0, uColors_L1, ...).
uniform vec3 uColors[10]; // sRGB 0..1 as picked; the host does not convert
uniform int uColorCount;
