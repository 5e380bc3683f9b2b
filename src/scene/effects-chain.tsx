/**
 * The post-processing chain itself (N8AO, SMAA, ACES tone mapping; why these: Effects.tsx), in a
 * chunk of its own: postprocessing, n8ao and their React bindings are about 330 kB of the 3D
 * view's JavaScript that the view's first frame, drawn straight to the canvas, does not use.
 * Effects.tsx loads it once that frame is drawn (bench/README.md "issue 30, session 11").
 */
import { useThree } from '@react-three/fiber';
import { EffectComposer, N8AO, SMAA, ToneMapping } from '@react-three/postprocessing';
import { ToneMappingMode, type EffectComposer as Composer } from 'postprocessing';
import { useEffect, type RefObject } from 'react';

export default function EffectsChain({
  composer,
  ambientOcclusion,
  onMounted,
}: {
  composer: RefObject<Composer | null>;
  ambientOcclusion: boolean;
  onMounted: () => void;
}) {
  const invalidate = useThree((s) => s.invalidate);
  // The view may be at rest already, drawn straight: the chain draws its frame now.
  useEffect(() => {
    onMounted();
    invalidate();
  }, [invalidate, onMounted]);
  return (
    <EffectComposer ref={composer} enabled={false} multisampling={0} enableNormalPass={false}>
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
