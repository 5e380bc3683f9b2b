/**
 * Camera views of the 3D preview (spec §2, §9). Distances are the spec's, read as centimetres
 * (the model is built in metres): 450 for the regular views, 930 for the full body, 480 mini.
 * A narrow lens at those distances frames a shirt and a whole player like a kit photo.
 *
 * Each view frames its subject by where it looks: the shirt view the whole shirt with head and
 * neck, the shorts view the shorts and thighs, the socks view the calves and boots. At 450 the 14
 * degree lens shows 1.1 m of height: right for the shirt, loose for shorts or socks, but the
 * spec's distance is kept (`VIEW_DISTANCE`), so only the look-at heights frame them.
 */
import type { SubView } from '../kit/operations/display.ts';

export const CAMERA_VIEWS = ['front', 'side', 'back', 'side_back', 'rotate'] as const;
export type CameraView = (typeof CAMERA_VIEWS)[number];

export const CAMERA_DISTANCE = { regular: 4.5, full: 9.3, mini: 4.8 } as const;
export const CAMERA_FOV = 14;

/** Yaw of each fixed view, degrees round the player (0 = looking at the front). */
export const VIEW_YAW: Record<Exclude<CameraView, 'rotate'>, number> = {
  front: 0,
  side: 90,
  back: 180,
  side_back: 135,
};

/** Height the camera looks at for each sub-view, metres (football build). */
export const VIEW_TARGET: Record<SubView, number> = {
  // Hem at 0.80, crown at 1.77: the middle, a little low so the head has room above.
  shirt: 1.27,
  // Thighs from the knee (0.5) to the waistband (1.04).
  shorts: 0.8,
  // Boots on the floor up to the knee, at the spec distance (the shorts hem shows above).
  socks: 0.45,
  full: 0.9,
};

/** Distance of each sub-view (metres): the spec's 450 and 930. */
export const VIEW_DISTANCE: Record<SubView, number> = {
  shirt: CAMERA_DISTANCE.regular,
  shorts: CAMERA_DISTANCE.regular,
  socks: CAMERA_DISTANCE.regular,
  full: CAMERA_DISTANCE.full,
};

export function cameraDistance(view: SubView): number {
  return VIEW_DISTANCE[view];
}

/** The look-at height of a view for a player `build` times the football body's height. */
export function viewTarget(view: SubView, build = 1): number {
  return VIEW_TARGET[view] * build;
}

/**
 * The save thumbnail's camera (the save screenshot, spec §4 and §7): the mannequin is hidden and
 * the shorts shown, so it frames the kit alone, shirt and shorts, from the front at the mini
 * distance. The look-at height is the middle of the shirt's collar (1.52) and the shorts' hem
 * (0.6), scaled by the player's build.
 */
export const THUMBNAIL_TARGET = 1.06;

export function thumbnailCamera(build = 1): { position: [number, number, number]; target: number } {
  const target = THUMBNAIL_TARGET * build;
  return { position: [0, target, CAMERA_DISTANCE.mini], target };
}

/** Camera position for a view: on a circle round the player at the view's target height. */
export function cameraPosition(view: SubView, yawDeg: number, build = 1): [number, number, number] {
  const d = cameraDistance(view);
  const yaw = (yawDeg * Math.PI) / 180;
  const y = viewTarget(view, build);
  return [Math.sin(yaw) * d, y + 0.06, Math.cos(yaw) * d];
}
