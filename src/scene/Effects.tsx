/**
 * Post-processing chosen for image quality per cost on the machines kits are designed on
 * (integrated GPUs, often no MSAA on the shared context): N8AO at half resolution for contact
 * shadows where shirt meets shorts and sleeves meet the body, SMAA for edges (cheaper than
 * supersampling, sharper than FXAA on stripes), then ACES tone mapping for a photographic look.
 */
import { EffectComposer, N8AO, SMAA, ToneMapping } from '@react-three/postprocessing';
import { ToneMappingMode } from 'postprocessing';

export function Effects({ ambientOcclusion = true }: { ambientOcclusion?: boolean }) {
  return (
    <EffectComposer multisampling={0} enableNormalPass={false}>
      {ambientOcclusion ? (
        <N8AO halfRes quality="performance" aoRadius={0.12} distanceFalloff={0.5} intensity={2} />
      ) : (
        <></>
      )}
      <SMAA />
      <ToneMapping mode={ToneMappingMode.ACES_FILMIC} />
    </EffectComposer>
  );
}
