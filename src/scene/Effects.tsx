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
 *
 * The chain's code (effects-chain.tsx) is loaded only after that first frame: until it is in,
 * frames are direct, and `chainFramePending` stays set so that readers wait for the chain's.
 */
import { useFrame, useThree } from '@react-three/fiber';
import type { EffectComposer as Composer } from 'postprocessing';
import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import * as THREE from 'three';
import { CameraMotion, REST_MS, setChainFramePending, setChainLoading } from './camera-motion.ts';

const size = new THREE.Vector2();

const EffectsChain = lazy(() => import('./effects-chain.tsx'));

/** A chain whose code cannot load (offline before it was cached) leaves the view drawn straight. */
class ChainFailed extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Owns the frame (priority 1): the composer is kept disabled so it never renders by itself, and
 * this decides per frame between the direct draw and the whole chain. `onDirect` is told of each
 * direct frame (the first asks for the chain's code).
 */
function RenderChain({
  composer,
  chainComing,
  onDirect,
}: {
  composer: { current: Composer | null };
  /** False once the chain's code failed to load: no frame of its will replace a direct one. */
  chainComing: boolean;
  onDirect: () => void;
}) {
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
      setChainLoading(false);
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
      // Also while the chain's code loads: its frame replaces this one.
      setChainFramePending(chain !== null || chainComing);
      onDirect();
      clearTimeout(rest.current);
      rest.current = setTimeout(() => {
        // The first frame is direct too (the kit shows before the chain's programs compile).
        chainDrawn.current = true;
        // Without the chain yet, its mount asks for the frame (effects-chain.tsx).
        if (composer.current) invalidate();
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

/** The chain's code is in and its composer mounted. */
const chainMounted = () => setChainLoading(false);

export function Effects({ ambientOcclusion = true }: { ambientOcclusion?: boolean }) {
  const composer = useRef<Composer>(null);
  const asked = useRef(false);
  const [chainWanted, setChainWanted] = useState(false);
  const [chainFailed, setChainFailed] = useState(false);
  return (
    <>
      <RenderChain
        composer={composer}
        chainComing={!chainFailed}
        onDirect={() => {
          if (asked.current) return;
          asked.current = true;
          setChainLoading(true);
          setChainWanted(true);
        }}
      />
      {chainWanted ? (
        <ChainFailed
          onFailed={() => {
            setChainFailed(true);
            setChainLoading(false);
            setChainFramePending(false);
          }}
        >
          <Suspense fallback={null}>
            <EffectsChain composer={composer} ambientOcclusion={ambientOcclusion} onMounted={chainMounted} />
          </Suspense>
        </ChainFailed>
      ) : null}
    </>
  );
}
