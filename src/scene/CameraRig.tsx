/**
 * Camera of the 3D preview: fixed views (Front, Side, Back, Side (back)) on a circle at the
 * spec's distances, the Rotating view that spins until stopped, and the free view with orbit
 * controls. Only the rotating view keeps frames coming; everything else renders on demand.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type * as THREE from 'three';
import type { SubView } from '../kit/operations/display.ts';
import { cameraPlacement, setCameraPlacedFor } from './camera-motion.ts';
import { viewTarget, VIEW_YAW, type CameraView } from './cameras.ts';
import { FreeOrbit } from './FreeOrbit.tsx';
import { gameFit } from './garments/fits.ts';
import { applyViewLens, placeCamera } from './three-helpers.ts';

/** Degrees per second of the Rotating view. */
const SPIN_SPEED = 40;

export interface CameraRigProps {
  view: SubView;
  cameraView: CameraView;
  freeView: boolean;
  /** Stops the Rotating view where it is (the Stop rotating button, screenshot mode). */
  rotationStopped: boolean;
  /** The game whose player is framed (basketball's is taller); football when left out. */
  game?: string;
}

export function CameraRig({ view, cameraView, freeView, rotationStopped, game }: CameraRigProps) {
  const build = game ? gameFit(game).build[1] : 1;
  const camera = useThree((s) => s.camera) as THREE.PerspectiveCamera;
  const invalidate = useThree((s) => s.invalidate);
  const yaw = useRef(0);

  useEffect(() => {
    applyViewLens(camera, view);
    invalidate();
  }, [camera, view, invalidate]);

  useEffect(() => {
    if (!freeView) {
      if (cameraView !== 'rotate') yaw.current = VIEW_YAW[cameraView];
      placeCamera(camera, view, yaw.current, build);
      invalidate();
    }
    // After the lens effect above: the lens and the position both follow `view` now.
    setCameraPlacedFor(cameraPlacement(view, cameraView, freeView));
  }, [camera, view, cameraView, freeView, rotationStopped, invalidate, build]);

  useFrame((_, delta) => {
    if (freeView || cameraView !== 'rotate' || rotationStopped) return;
    yaw.current = (yaw.current + SPIN_SPEED * Math.min(delta, 0.1)) % 360;
    placeCamera(camera, view, yaw.current, build);
    invalidate();
  });

  return freeView ? <FreeOrbit target={[0, viewTarget(view, build), 0]} /> : null;
}
