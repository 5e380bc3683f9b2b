/**
 * The free view's orbit controls: three's own OrbitControls, mounted on the canvas R3F listens
 * to and made the scene's default controls (`useThree().controls`, which the freecam presets
 * read and move). It renders on demand: a drag or a wheel asks for one frame through
 * `invalidate()`, and no frame loop runs while the camera rests.
 */
import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';

export interface FreeOrbitProps {
  /** The point the camera orbits, in scene metres. */
  target: readonly [number, number, number];
}

export function FreeOrbit({ target: [x, y, z] }: FreeOrbitProps) {
  const camera = useThree((s) => s.camera);
  const element = useThree((s) => (s.events.connected as HTMLElement | undefined) ?? s.gl.domElement);
  const invalidate = useThree((s) => s.invalidate);
  const set = useThree((s) => s.set);
  const get = useThree((s) => s.get);
  const controls = useMemo(() => new OrbitControls(camera), [camera]);

  useEffect(() => {
    controls.connect(element);
    return () => controls.disconnect();
  }, [controls, element]);

  useEffect(() => {
    const change = () => invalidate();
    controls.addEventListener('change', change);
    return () => controls.removeEventListener('change', change);
  }, [controls, invalidate]);

  // The default controls: the freecam presets find them on the R3F root.
  useEffect(() => {
    const previous = get().controls;
    set({ controls });
    return () => set({ controls: previous });
  }, [controls, get, set]);

  useEffect(() => {
    controls.target.set(x, y, z);
    // Turns the camera to the new target at once: without damping nothing updates per frame.
    controls.update();
    invalidate();
  }, [controls, x, y, z, invalidate]);

  return null;
}
