/** The lighting rig of a preset (or the admin's custom lights) as three.js lights. */
import type { LightingRig } from './lighting.ts';

export function Lights({ rig }: { rig: LightingRig }) {
  return (
    <>
      <ambientLight intensity={rig.ambient} />
      <hemisphereLight args={[rig.hemisphere.sky, rig.hemisphere.ground, rig.hemisphere.intensity]} />
      {rig.lights.map((light, i) => (
        <directionalLight
          key={i}
          position={[...light.position]}
          intensity={light.intensity}
          color={light.color}
        />
      ))}
    </>
  );
}
