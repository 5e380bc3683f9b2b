/**
 * The dressed player: garments generated from the game's layout, each textured area wearing a
 * kit material bound to the compositor's render targets, plus mannequin and boots.
 * A texture edit never re-renders React: the compositor reports, the material is rebound if its
 * targets changed, and one frame is requested (`invalidate`).
 */
import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import * as THREE from 'three';
import type { AreaId } from '../games/regions.ts';
import { gameLayout } from '../games/index.ts';
import type { DisplaySettings } from '../kit/model/catalogue.ts';
import { extraShown, offeredExtras } from './capabilities.ts';
import type { KitPart } from './garments/index.ts';
import { extraParts, garmentOptions, kitParts } from './kit-parts.ts';
import { bindKitTextures, createKitMaterial, type KitTextures } from './kit-material.ts';
import { applyMannequinLook, disposeMesh } from './three-helpers.ts';
import { kitHit, type KitHit } from './pick-event.ts';
import { contactShadow } from './contact-shadow.ts';

export interface KitSource {
  textures(area: AreaId): KitTextures;
  /** Calls back after each composite; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface KitModelProps {
  game: string;
  source: KitSource;
  display: DisplaySettings;
  collar: number;
  /** The template's collar shapes: the kit's collar value picks one (garments/neckline.ts). */
  collarShapes?: readonly string[];
  shortsModel: number;
  shortStyle: number;
  shortsHidden: boolean;
  mannequinVisible: boolean;
  /** Anisotropic filtering of the kit textures (the UV mapping quality); capped by the GPU. */
  anisotropy?: number;
  /**
   * The normal map's relief on the 3D kit (the Settings' detailNormals): template folds and the
   * layers' 3D detail. Off, the kit is shaded by its geometry alone; the maps are still drawn, so
   * turning it back on costs no composite. Default on.
   */
  detailNormals?: boolean;
  /** Standard deviation of the floor shadow's blur (the lighting preset's), texels. */
  shadowBlur?: number;
  /** A click (not a drag) on the kit: the area and texture point under the pointer. */
  /** A click on the kit: the kit point under it, or null on what is not kit (skin, boots). */
  onPick?: (hit: KitHit | null) => void;
  /**
   * Until the view's first frame with the kit: build only the extra garments the display
   * settings show (the hidden ones would hold that frame back, and nobody sees them yet).
   */
  extrasDeferred?: boolean;
}

export function KitModel(props: KitModelProps) {
  const { game, source, display } = props;
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const options = garmentOptions({
    game,
    display,
    collar: props.collar,
    ...(props.collarShapes ? { collarShapes: props.collarShapes } : {}),
    shortsModel: props.shortsModel,
    shortStyle: props.shortStyle,
  });
  // Rebuilt only when the options' values change (the display settings object is new per edit).
  const optionsKey = JSON.stringify(options);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const parts = useMemo(() => kitParts(game, options), [game, optionsKey]);
  useEffect(() => () => parts.forEach((p) => p.geometry.dispose()), [parts]);
  // Built once per game and cut; the display settings only show or hide them.
  const extras = offeredExtras(game).filter(
    (extra) => !props.extrasDeferred || extraShown(extra, display, props.mannequinVisible) === true,
  );
  const extrasKey = `${optionsKey}${extras.join()}`;
  const extrasParts = useMemo(
    () => extraParts(game, { ...options, extras }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [game, extrasKey],
  );
  useEffect(() => () => extrasParts.forEach((p) => p.geometry.dispose()), [extrasParts]);
  const shadowBlur = props.shadowBlur ?? 0;
  const shadow = useMemo(() => contactShadow(shadowBlur), [shadowBlur]);
  useEffect(() => () => disposeMesh(shadow), [shadow]);

  const materials = useMemo(() => {
    const anisotropy = Math.min(props.anisotropy ?? 8, gl.capabilities.getMaxAnisotropy());
    const kit = new Map<AreaId, THREE.MeshPhysicalMaterial>();
    // A collar's rib and a placket's buttons: the same program, shaded by the part's detail.
    const detailed = new Map<string, { area: AreaId; material: THREE.MeshPhysicalMaterial }>();
    for (const area of Object.keys(gameLayout(game).areas) as AreaId[]) {
      kit.set(area, createKitMaterial(anisotropy));
      for (const detail of ['rib', 'button'] as const)
        detailed.set(`${area}:${detail}`, { area, material: createKitMaterial(anisotropy, detail) });
    }
    return {
      kit,
      detailed,
      skin: new THREE.MeshStandardMaterial(),
      boots: new THREE.MeshStandardMaterial(),
      // A varnished beech hanger with a chrome hook.
      wood: new THREE.MeshStandardMaterial({ color: '#b07a45', roughness: 0.45 }),
      metal: new THREE.MeshStandardMaterial({ color: '#d8d8d8', roughness: 0.22, metalness: 1 }),
    };
  }, [game, gl, props.anisotropy]);
  useEffect(
    () => () => {
      materials.kit.forEach((m) => m.dispose());
      materials.detailed.forEach((d) => d.material.dispose());
      materials.skin.dispose();
      materials.boots.dispose();
      materials.wood.dispose();
      materials.metal.dispose();
    },
    [materials],
  );

  // Bind the compositor's targets now and after every composite (a texture-scale change swaps them).
  useEffect(() => {
    const bind = () => {
      for (const [area, material] of materials.kit) bindKitTextures(material, source.textures(area));
      for (const { area, material } of materials.detailed.values())
        bindKitTextures(material, source.textures(area));
      invalidate();
    };
    bind();
    return source.subscribe(bind);
  }, [materials, source, invalidate]);

  const detailNormals = props.detailNormals !== false;
  useEffect(() => {
    const scale = detailNormals ? 1 : 0;
    for (const material of materials.kit.values()) material.normalScale.set(scale, scale);
    for (const { material } of materials.detailed.values()) material.normalScale.set(scale, scale);
    invalidate();
  }, [materials, detailNormals, invalidate]);

  useEffect(() => {
    applyMannequinLook(materials.skin, materials.boots, display);
    invalidate();
  }, [materials, display, invalidate]);

  const visible = (part: KitPart) => {
    const extra = extraShown(part.id, display, props.mannequinVisible);
    if (extra !== undefined) return extra;
    if (part.surface === 'skin') return props.mannequinVisible;
    if (part.surface === 'boots') return props.mannequinVisible;
    if (part.id === 'shorts_front' || part.id === 'shorts_back') return !props.shortsHidden;
    return true;
  };
  const material = (part: KitPart) => {
    if (
      part.surface === 'skin' ||
      part.surface === 'boots' ||
      part.surface === 'wood' ||
      part.surface === 'metal'
    )
      return materials[part.surface];
    if (part.detail) {
      const detailed = materials.detailed.get(`${part.surface}:${part.detail}`);
      if (detailed) return detailed.material;
    }
    return materials.kit.get(part.surface) ?? materials.skin;
  };

  return (
    <>
      <primitive object={shadow} visible={props.mannequinVisible} raycast={() => null} />
      <group
        name="kit"
        onClick={(event) => {
          // The nearest surface decides, once: the event would otherwise bubble per hit mesh.
          event.stopPropagation();
          props.onPick?.(kitHit(event));
        }}
      >
        {[...parts, ...extrasParts].map((part, i) => (
          <mesh
            key={`${part.id}-${i}`}
            name={part.id}
            geometry={part.geometry}
            material={material(part)}
            visible={visible(part)}
            userData={{ surface: part.surface }}
          />
        ))}
      </group>
    </>
  );
}
