import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor } from '../../editor/hooks.tsx';
import { mountTextureView, type AreaViewport } from '../../editor/textures.ts';
import type { AreaId } from '../../games/index.ts';

/**
 * The Texture tab: the compositor's albedo textures drawn by the editor's renderer into its own
 * canvas, shirt large on the left, shorts and socks stacked on the right (fifa and eafc).
 */
function layoutAreas(width: number, height: number, areas: readonly AreaId[]): AreaViewport[] {
  const gap = 12;
  const side = Math.max(0, Math.min(height, width * 0.62) - gap);
  const views: AreaViewport[] = [{ area: 'shirt', x: 0, y: 0, width: side, height: side }];
  const rest = areas.filter((a) => a !== 'shirt' && a !== 'armband');
  const restWidth = Math.max(0, width - side - gap);
  let y = 0;
  for (const area of rest) {
    // Shorts are 2:1, socks 2:1 (document 1 §9).
    const w = restWidth;
    const h = w / 2;
    views.push({ area, x: side + gap, y, width: w, height: h });
    y += h + gap;
  }
  return views.map((v) => ({
    ...v,
    x: Math.round(v.x),
    y: Math.round(v.y),
    width: Math.round(v.width),
    height: Math.round(v.height),
  }));
}

export function TextureView() {
  const { t } = useTranslation();
  const editor = useEditor();
  const holder = useRef<HTMLDivElement>(null);
  const label = t('texture.label');
  useLayoutEffect(() => {
    const element = holder.current;
    if (!element) return;
    return mountTextureView(
      editor.renderer,
      editor.compositor,
      editor.onComposited,
      element,
      label,
      layoutAreas,
    );
  }, [editor, label]);
  return <div className="texture-view" ref={holder} />;
}
