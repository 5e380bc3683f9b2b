/**
 * Post-processing chosen for image quality per cost on the machines kits are designed on
 * (integrated GPUs, often no MSAA on the shared context): N8AO at half resolution for contact
 * shadows where shirt meets shorts and sleeves meet the body, SMAA for edges (cheaper than
 * supersampling, sharper than FXAA on stripes), then ACES tone mapping for a photographic look.
 *
 * The chain is most of a frame's cost on CPU rasterisers (bench/README.md, scene breakdown: the
 * scene into a half-float target, N8AO and SMAA's three full-screen passes cost several times the
 * scene itself). So frames where the camera moves (an orbit drag, the Rotating view, a freecam
 * preset) and the view's very first frame are drawn straight to the canvas with the renderer's own
 * ACES tone mapping, the same curve as the chain's; the whole chain (AO and SMAA) draws the frame
 * once the camera rests, REST_MS later. A still view is always the chain's.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { EffectComposer, N8AO, SMAA, ToneMapping } from '@react-three/postprocessing';
import { ToneMappingMode, type EffectComposer as Composer } from 'postprocessing';
import { useEffect, useRef, useState } from 'react';
import * as THREE from 'three';
import { CameraMotion, REST_MS, setChainFramePending } from './camera-motion.ts';

const size = new THREE.Vector2();

/**
 * Owns the frame (priority 1): the composer is kept disabled so it never renders by itself, and
 * this decides per frame between the direct draw and the whole chain.
 */
function RenderChain({ composer }: { composer: { current: Composer | null } }) {
  const invalidate = useThree((s) => s.invalidate);
  const [motion] = useState(() => new CameraMotion());
  const rest = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chainDrawn = useRef(false);
  // The drawing-buffer size the composer's targets were made for (CSS size and pixel ratio).
  const applied = useRef({ width: -1, height: -1, ratio: -1 });
  useEffect(
    () => () => {
      clearTimeout(rest.current);
      setChainFramePending(false);
    },
    [],
  );
  useFrame(({ gl, scene, camera }, delta) => {
    const chain = composer.current;
    const moving = motion.moved(camera);
    if (moving || !chain || !chainDrawn.current) {
      // The composer turns the renderer's autoClear and tone mapping off while mounted.
      const { toneMapping, autoClear } = gl;
      gl.toneMapping = THREE.ACESFilmicToneMapping;
      gl.autoClear = true;
      gl.setRenderTarget(null);
      gl.render(scene, camera);
      gl.toneMapping = toneMapping;
      gl.autoClear = autoClear;
      setChainFramePending(chain !== null);
      clearTimeout(rest.current);
      rest.current = setTimeout(() => {
        // The first frame is direct too (the kit shows before the chain's programs compile).
        chainDrawn.current = true;
        invalidate();
      }, REST_MS);
      return;
    }
    gl.getSize(size);
    const ratio = gl.getPixelRatio();
    const was = applied.current;
    if (size.x !== was.width || size.y !== was.height || ratio !== was.ratio) {
      chain.setSize(size.x, size.y);
      applied.current = { width: size.x, height: size.y, ratio };
    }
    const autoClear = gl.autoClear;
    gl.autoClear = true;
    chain.render(delta);
    gl.autoClear = autoClear;
    setChainFramePending(false);
  }, 1);
  return null;
}

export function Effects({ ambientOcclusion = true }: { ambientOcclusion?: boolean }) {
  const composer = useRef<Composer>(null);
  return (
    <>
      <RenderChain composer={composer} />
      <EffectComposer ref={composer} enabled={false} multisampling={0} enableNormalPass={false}>
        {ambientOcclusion ? (
          <N8AO halfRes quality="performance" aoRadius={0.12} distanceFalloff={0.5} intensity={2} />
        ) : (
          <></>
        )}
        <SMAA />
        <ToneMapping mode={ToneMappingMode.ACES_FILMIC} />
      </EffectComposer>
    </>
  );
}
