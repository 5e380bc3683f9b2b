/**
 * Post-processing chosen for image quality per cost on the machines kits are designed on
 * (integrated GPUs, often no MSAA on the shared context): N8AO at half resolution for contact
 * shadows where shirt meets shorts and sleeves meet the body, SMAA for edges (cheaper than
 * supersampling, sharper than FXAA on stripes), then ACES tone mapping for a photographic look.
 *
 * N8AO dominates a frame on CPU rasterisers, and contact shadows matter least while the view
 * moves: it is skipped on frames where the camera moved, and one frame with it is drawn once the
 * camera rests. Toggling the pass's `enabled` keeps the composer's programs (no recompile).
 */
import { useFrame, useThree } from '@react-three/fiber';
import { EffectComposer, N8AO, SMAA, ToneMapping } from '@react-three/postprocessing';
import { ToneMappingMode } from 'postprocessing';
import { useEffect, useRef, useState } from 'react';
import { CameraMotion, REST_MS } from './camera-motion.ts';

/** The part of n8ao's pass this file touches (n8ao ships no type declarations). */
interface SkippablePass {
  enabled: boolean;
}

/** Runs before the composer's frame (priority 1): decides whether this frame draws AO. */
function AmbientOcclusionWhileResting({ pass }: { pass: { current: SkippablePass | null } }) {
  const invalidate = useThree((s) => s.invalidate);
  const [motion] = useState(() => new CameraMotion());
  const rest = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(rest.current), []);
  useFrame(({ camera }) => {
    if (pass.current && motion.gate(camera, pass.current)) {
      clearTimeout(rest.current);
      rest.current = setTimeout(() => invalidate(), REST_MS);
    }
  });
  return null;
}

export function Effects({ ambientOcclusion = true }: { ambientOcclusion?: boolean }) {
  const ao = useRef<SkippablePass>(null);
  return (
    <>
      {ambientOcclusion ? <AmbientOcclusionWhileResting pass={ao} /> : null}
      <EffectComposer multisampling={0} enableNormalPass={false}>
        {ambientOcclusion ? (
          <N8AO ref={ao} halfRes quality="performance" aoRadius={0.12} distanceFalloff={0.5} intensity={2} />
        ) : (
          <></>
        )}
        <SMAA />
        <ToneMapping mode={ToneMappingMode.ACES_FILMIC} />
      </EffectComposer>
    </>
  );
}
