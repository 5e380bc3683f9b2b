import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { gameTextureGuidesAtom } from '../../editor/game-texture.ts';
import type { AreaId } from '../../games/index.ts';

/** What a game tool exports: PNG or JPEG pictures, DDS textures (checked by content on open). */
const ACCEPT = '.png,.jpg,.jpeg,.dds,image/png,image/jpeg';

/**
 * The Texture tab's game-texture strip: pick the area, open a texture exported from the game (or
 * drop one on the area in the view), then fade it with the opacity slider or remove it.
 */
export function GameTextureControls({ areas }: { areas: readonly AreaId[] }) {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const guides = useEditorValue(gameTextureGuidesAtom);
  const [area, setArea] = useState<AreaId>(areas[0] ?? 'shirt');
  const input = useRef<HTMLInputElement>(null);
  const guide = guides[area];
  return (
    <div className="texture-guide" role="group" aria-label={t('gameTexture.group')}>
      {areas.length > 1 && (
        <select
          aria-label={t('gameTexture.area')}
          value={area}
          onChange={(event) => setArea(event.currentTarget.value as AreaId)}
        >
          {areas.map((id) => (
            <option key={id} value={id}>
              {t(`area.${id}`)}
            </option>
          ))}
        </select>
      )}
      <button type="button" onClick={() => input.current?.click()} title={t('gameTexture.hint')}>
        {t('gameTexture.open')}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT}
        aria-label={t('gameTexture.file')}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) void actions.openGameTexture(area, file, file.name);
        }}
      />
      {guide && (
        <>
          <label>
            {t('gameTexture.opacity')}
            <input
              type="range"
              min={0}
              max={100}
              value={guide.opacity}
              onChange={(event) => actions.setGameTextureOpacity(area, Number(event.currentTarget.value))}
            />
          </label>
          <button type="button" onClick={() => actions.removeGameTexture(area)}>
            {t('gameTexture.remove', { name: guide.name })}
          </button>
        </>
      )}
    </div>
  );
}
