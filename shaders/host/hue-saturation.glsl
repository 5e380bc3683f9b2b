// use: vec3 hostHueSaturation(vec3 rgb, float hue, float saturation)
// The layer's hue (-100..100 = -180..180 degrees, a rotation about the grey axis) and saturation
// (-100..100: -100 greys out, +100 doubles chroma), applied to the layer's colour before blending.
#ifndef KITSMITH_HOST_HUE_SATURATION
#define KITSMITH_HOST_HUE_SATURATION
vec3 hostHueSaturation(vec3 rgb, float hue, float saturation) {
  if (hue != 0.0) {
    float angle = hue * 0.0314159265; // 100 -> pi
    vec3 k = vec3(0.57735);
    float c = cos(angle);
    rgb = rgb * c + cross(k, rgb) * sin(angle) + k * dot(k, rgb) * (1.0 - c);
  }
  if (saturation != 0.0) {
    float grey = dot(rgb, vec3(0.2126, 0.7152, 0.0722));
    rgb = mix(vec3(grey), rgb, 1.0 + saturation / 100.0);
  }
  return clamp(rgb, 0.0, 1.0);
}
#endif
