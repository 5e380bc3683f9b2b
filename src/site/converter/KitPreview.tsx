/**
 * The converted kit on FM's 3D player: the editor's own scene (`scene/KitScene.tsx`) in an R3F
 * root on the page's renderer, its kit material sampling the converted fm canvas as it samples a
 * compositor's albedo (no roughness or normal maps: a texture file carries none). Rendered on
 * demand, without the post-processing chain.
 */
import { createRoot, events, extend, type ReconcilerRoot } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import * as THREE from 'three';
import type { AreaId } from '../../games/index.ts';
import { CAMERA_FOV, type CameraView } from '../../scene/cameras.ts';
import { KitScene } from '../../scene/KitScene.tsx';
import type { KitSource } from '../../scene/KitModel.tsx';
import { LIGHTING } from '../../scene/lighting.ts';
import { DEFAULT_DISPLAY } from '../../scene/mannequin-look.ts';
import type { PesFmCanvas } from '../../tools/pes-to-fm.ts';

// JSX elements (<mesh>, <ambientLight>…) resolve against the three namespace, as <Canvas> sets up.
extend(THREE as unknown as Parameters<typeof extend>[0]);

/** CSS pixels of the view; the drawing buffer follows the device's pixel ratio (at most 2). */
const SIZE = { width: 420, height: 560 };

const roots = new WeakMap<THREE.WebGLRenderer, ReconcilerRoot<HTMLCanvasElement>>();

function sourceOf(canvas: PesFmCanvas): KitSource {
  return {
    textures: (area: AreaId) => ({ albedo: canvas.texture(area), orm: null, normal: null }),
    // The canvas never changes: a new texture is a new source.
    subscribe: () => () => undefined,
  };
}

export function KitPreview({
  renderer,
  canvas,
  view,
  label,
}: {
  renderer: THREE.WebGLRenderer;
  canvas: PesFmCanvas;
  view: CameraView;
  label: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = renderer.domElement;
    host.current?.append(element);
    return () => element.remove();
  }, [renderer]);
  useEffect(() => {
    let root = roots.get(renderer);
    if (!root) {
      // One root per renderer for the page's life: R3F's unmount forces a context loss, which
      // would throw the converted canvas away.
      root = createRoot(renderer.domElement);
      roots.set(renderer, root);
    }
    const ready = root.configure({
      gl: renderer,
      events,
      frameloop: 'demand',
      size: { ...SIZE, top: 0, left: 0 },
      dpr: Math.min(2, window.devicePixelRatio || 1),
      camera: { fov: CAMERA_FOV, near: 0.1, far: 40, position: [0, 1.26, 4.5] },
    });
    let live = true;
    void ready.then(() => {
      if (!live) return;
      root.render(
        <KitScene
          model={{
            game: 'fm',
            source: sourceOf(canvas),
            display: DEFAULT_DISPLAY,
            collar: 0,
            shortsModel: 0,
            shortStyle: 0,
            shortsHidden: false,
            mannequinVisible: true,
          }}
          camera={{ view: 'full', cameraView: view, freeView: false, rotationStopped: true, game: 'fm' }}
          rig={LIGHTING.Default}
          effects={false}
        />,
      );
    });
    return () => {
      live = false;
    };
  }, [renderer, canvas, view]);
  return (
    <>
      <div
        ref={host}
        className="converter-scene"
        role="img"
        aria-label={label}
        style={{ width: SIZE.width, height: SIZE.height }}
      />
      {/* Which file is shown, for the eye too (the file field empties after each choice). */}
      <p className="muted" aria-hidden="true">
        {label}
      </p>
    </>
  );
}
