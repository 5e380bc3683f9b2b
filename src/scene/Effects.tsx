/**
 * Post-processing chosen for image quality per cost on the machines kits are designed on
 * (integrated GPUs, often no MSAA on the shared context): N8AO at half resolution for contact
 * shadows where shirt meets shorts and sleeves meet the body, SMAA for edges (cheaper than
 * supersampling, sharper than FXAA on stripes), then ACES tone mapping for a photographic look.
 *
 * The chain is most of a frame's cost on CPU rasterisers (bench/README.md, scene breakdown: the
 * scene into a half-float target plus SMAA's three full-screen passes cost 3 to 7 times the scene
 * itself). So frames where the camera moved (an orbit drag, the Rotating view, a freecam preset)
 * are drawn straight to the canvas with the renderer's own ACES tone mapping, the same curve as
 * the chain's, and one frame through the whole chain (AO and SMAA) is drawn once the camera rests.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { EffectComposer, N8AO, SMAA, ToneMapping } from '@react-three/postprocessing';
import { ToneMappingMode, type EffectComposer as Composer } from 'postprocessing';
import { useEffect, useRef, useState } from 'react';
import * as THREE from 'three';
import { CameraMotion, REST_MS } from './camera-motion.ts';

const size = new THREE.Vector2();

/**
 * Owns the frame (priority 1): the composer is kept disabled so it never renders by itself, and
 * this decides per frame between the direct draw (camera moving) and the whole chain (at rest).
 */
function RenderChain({ composer }: { composer: { current: Composer | null } }) {
  const invalidate = useThree((s) => s.invalidate);
  const [motion] = useState(() => new CameraMotion());
  const rest = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const applied = useRef({ width: -1, height: -1 });
  useEffect(() => () => clearTimeout(rest.current), []);
  useFrame(({ gl, scene, camera }, delta) => {
    const chain = composer.current;
    const moving = motion.moved(camera);
    if (moving || !chain) {
      // The composer turns the renderer's autoClear off while mounted: clear here, or the
      // previous frames stay on the canvas under this one.
      const { toneMapping, autoClear } = gl;
      gl.toneMapping = THREE.ACESFilmicToneMapping;
      gl.autoClear = true;
      gl.setRenderTarget(null);
      gl.render(scene, camera);
      gl.toneMapping = toneMapping;
      gl.autoClear = autoClear;
      clearTimeout(rest.current);
      // The resting frame goes through the whole chain: ask for it once the camera stops.
      rest.current = setTimeout(() => invalidate(), REST_MS);
      return;
    }
    gl.getSize(size);
    if (size.x !== applied.current.width || size.y !== applied.current.height) {
      chain.setSize(size.x, size.y);
      applied.current = { width: size.x, height: size.y };
    }
    const autoClear = gl.autoClear;
    gl.autoClear = true;
    chain.render(delta);
    gl.autoClear = autoClear;
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
