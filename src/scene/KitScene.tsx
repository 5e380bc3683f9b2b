/**
 * The 3D preview scene: lights, camera, the dressed player and the post-processing chain. All
 * view state comes in as props; `onReady` hands the viewer the R3F state getter for screenshots,
 * freecam presets and picking, without React re-rendering on frames.
 */
import { addAfterEffect, useFrame, useThree, type RootState } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { CameraRig, type CameraRigProps } from './CameraRig.tsx';
import { Effects } from './Effects.tsx';
import { KitModel, type KitModelProps } from './KitModel.tsx';
import { Lights } from './Lights.tsx';
import type { LightingRig } from './lighting.ts';

export interface KitSceneProps {
  model: KitModelProps;
  camera: CameraRigProps;
  rig: LightingRig;
  effects: boolean;
  ambientOcclusion?: boolean;
  onReady?: (get: () => RootState) => void;
  /**
   * Called once per drawn frame, after it was drawn (tests prove an idle view draws nothing; the
   * bench times the first kit frame to its end, programs compiled and passes submitted).
   */
  onFrame?: () => void;
  /**
   * Whether these props are the screenshot mode's; written on the scene (`userData.screenshotMode`)
   * once committed, so the save thumbnail waits for the scene that shows it, not for a guess of
   * frames (the root renders asynchronously, later under load).
   */
  screenshotMode?: boolean;
  /**
   * Called after each commit of these props, once the children's effects (the camera's
   * placement) have run: the 3D root commits later than the page's React root.
   */
  onCommitted?: () => void;
}

function FrameCounter({ onFrame }: { onFrame: () => void }) {
  const drawing = useRef(false);
  useFrame(() => {
    drawing.current = true;
  });
  // After-effects run once the frame's renders (the composer's included) have been issued.
  useEffect(
    () =>
      addAfterEffect(() => {
        if (!drawing.current) return;
        drawing.current = false;
        onFrame();
      }),
    [onFrame],
  );
  return null;
}

function Bridge({ onReady }: { onReady?: (get: () => RootState) => void }) {
  const get = useThree((s) => s.get);
  useEffect(() => onReady?.(get), [get, onReady]);
  return null;
}

export function KitScene({
  model,
  camera,
  rig,
  effects,
  ambientOcclusion,
  onReady,
  onFrame,
  screenshotMode = false,
  onCommitted,
}: KitSceneProps) {
  const invalidate = useThree((s) => s.invalidate);
  const get = useThree((s) => s.get);
  // Layout effects run after the children's props are applied to their objects.
  useLayoutEffect(() => {
    get().scene.userData.screenshotMode = screenshotMode;
  }, [get, screenshotMode]);
  // Any change of props (a display toggle, a lighting preset) needs exactly one new frame.
  useEffect(() => invalidate());
  // After the children's effects: a parent's run last.
  useEffect(() => onCommitted?.());
  return (
    <>
      <Lights rig={rig} />
      <CameraRig game={model.game} {...camera} />
      <KitModel {...model} shadowBlur={rig.shadowBlur} />
      {effects ? <Effects ambientOcclusion={ambientOcclusion} /> : null}
      <Bridge onReady={onReady} />
      {onFrame ? <FrameCounter onFrame={onFrame} /> : null}
    </>
  );
}
