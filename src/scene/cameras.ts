/**
 * Camera views of the 3D preview (spec §2, §9). Distances are the spec's, read as centimetres
 * (the model is built in metres): 450 for the regular views, 930 for the full body, 480 mini.
 * A narrow lens at those distances frames a shirt and a whole player like a kit photo.
 */
import type { SubView } from '../kit/operations/display.ts';

export const CAMERA_VIEWS = ['front', 'side', 'back', 'side_back', 'rotate'] as const;
export type CameraView = (typeof CAMERA_VIEWS)[number];

export const CAMERA_DISTANCE = { regular: 4.5, full: 9.3, mini: 4.8 } as const;
export const CAMERA_FOV = 14;
/** Rotation steps (spec §9): 45 degrees from -180 to 180. */
export const ROTATION_STEP_DEG = 45;

/** Yaw of each fixed view, degrees round the player (0 = looking at the front). */
export const VIEW_YAW: Record<Exclude<CameraView, 'rotate'>, number> = {
  front: 0,
  side: 90,
  back: 180,
  side_back: 135,
};

/** Height the camera looks at for each sub-view, metres. */
export const VIEW_TARGET: Record<SubView, number> = {
  shirt: 1.2,
  shorts: 0.86,
  socks: 0.32,
  full: 0.95,
};

export function cameraDistance(view: SubView, mini = false): number {
  if (mini) return CAMERA_DISTANCE.mini;
  return view === 'full' ? CAMERA_DISTANCE.full : CAMERA_DISTANCE.regular;
}

/** Snaps a yaw (degrees) to the 45 degree steps, wrapped to -180..180. */
export function snapYaw(deg: number): number {
  const snapped = Math.round(deg / ROTATION_STEP_DEG) * ROTATION_STEP_DEG;
  return ((((snapped + 180) % 360) + 360) % 360) - 180;
}

/** Camera position for a view: on a circle round the player at the view's target height. */
export function cameraPosition(view: SubView, yawDeg: number, mini = false): [number, number, number] {
  const d = cameraDistance(view, mini);
  const yaw = (yawDeg * Math.PI) / 180;
  const y = VIEW_TARGET[view];
  return [Math.sin(yaw) * d, y + 0.06, Math.cos(yaw) * d];
}
