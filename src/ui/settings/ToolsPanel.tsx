import { useTranslation } from '../../i18n/index.ts';
import { useEditor } from '../../editor/hooks.tsx';
import { texturePng } from '../../editor/textures.ts';
import { gameLayout, type AreaId } from '../../games/index.ts';

const DOWNLOADS: readonly AreaId[] = ['shirt', 'shorts', 'socks'];

/** Tools: download each area's texture as PNG (the per-game ZIP exports live in src/tools). */
export function ToolsPanel() {
  const { t } = useTranslation();
  const editor = useEditor();
  // Only the areas this game's layout has: PES and FM have one shirt texture, basketball no socks.
  const areas = DOWNLOADS.filter((area) => gameLayout(editor.game).areas[area] !== undefined);
  const download = async (area: AreaId) => {
    await editor.bridge.idle();
    const blob = await texturePng(editor.compositor(), area, 'albedo');
    if (!blob) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${area}.png`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  };
  return (
    <div className="settings-panel">
      <h2>{t('tab.tools')}</h2>
      {areas.map((area) => (
        <button key={area} type="button" onClick={() => void download(area)}>
          {t('tools.downloadTexture', { area: t(`area.${area}`) })}
        </button>
      ))}
    </div>
  );
}
