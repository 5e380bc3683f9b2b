import { useEffect, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { gameTextureGuidesAtom } from '../../editor/game-texture.ts';
import { gameLayout } from '../../games/index.ts';
import { GameTextureControls } from './GameTextureControls.tsx';
import { mountTextureView, type AreaViewport, type TextureViewMount } from '../../editor/textures.ts';
import type { AreaId } from '../../games/index.ts';
import { BUTTON_STEP, FIT, panBy, WHEEL_STEP, zoomAt, zoomedViewports, type TextureZoom } from './zoom.ts';
import { CLICK_TOLERANCE_PX } from '../../scene/pick-event.ts';
import { kitAtom, modeAtom } from '../../editor/state.ts';
import { onKitChoice, regionIdAt } from '../../editor/on-kit.ts';
import { pickRow } from '../viewer/pick.ts';
import { PlacementHandles } from './PlacementHandles.tsx';
import { viewportAt, viewToTexel, viewToUv } from './view-points.ts';
import './texture.css';

/**
 * The Texture tab: the compositor's albedo textures drawn by the editor's renderer into its own
 * canvas, shirt large on the left, shorts and socks stacked on the right (fifa and eafc). The
 * wheel and the + / - / Fit buttons zoom, a drag pans; past 1:1 the texels show unfiltered.
 */
function layoutAreas(
  width: number,
  height: number,
  areas: readonly AreaId[],
  sizes: Partial<Record<AreaId, { width: number; height: number }>>,
): AreaViewport[] {
  const gap = 12;
  const side = Math.max(0, Math.min(height, width * 0.62) - gap);
  const views: AreaViewport[] = [{ area: 'shirt', x: 0, y: 0, width: side, height: side }];
  const rest = areas.filter((a) => a !== 'shirt' && a !== 'armband');
  const restWidth = Math.max(0, width - side - gap);
  let y = 0;
  for (const area of rest) {
    // Each area keeps its own proportions: 2:1 for most shorts and socks, square for NBA 2K's
    // shorts (games/basketball/layout.ts).
    const size = sizes[area];
    const w = restWidth;
    const h = size ? (w * size.height) / size.width : w / 2;
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
  const mount = useRef<TextureViewMount | null>(null);
  // The layout reads the zoom outside React's render; the state only drives the zoom readout.
  const zoomRef = useRef<TextureZoom>(FIT);
  const [scale, setScale] = useState(1);
  const drag = useRef<{ id: number; x: number; y: number; x0: number; y0: number } | null>(null);
  // Bumped when the areas move on screen (zoom, pan, resize): the handles follow.
  const [layoutVersion, setLayoutVersion] = useState(0);
  const label = t('texture.label');
  const guides = useEditorValue(gameTextureGuidesAtom);
  const guidesRef = useRef(guides);
  const areas = (Object.keys(gameLayout(editor.game).areas) as AreaId[]).filter((a) => a !== 'armband');

  useLayoutEffect(() => {
    const element = holder.current;
    if (!element) return;
    const mounted = mountTextureView(
      editor.renderer,
      editor.compositor,
      editor.onComposited,
      element,
      label,
      (width, height, areas) =>
        zoomedViewports(
          layoutAreas(width, height, areas, gameLayout(editor.game).areas),
          zoomRef.current,
          width,
          height,
        ),
      () => guidesRef.current,
    );
    mount.current = mounted;
    const observer = new ResizeObserver(() => setLayoutVersion((v) => v + 1));
    observer.observe(element);
    return () => {
      observer.disconnect();
      mount.current = null;
      mounted.unmount();
    };
  }, [editor, label]);

  // A guide opened, faded or removed: draw again (the textures themselves did not change).
  useEffect(() => {
    guidesRef.current = guides;
    mount.current?.relayout();
  }, [guides]);

  /** A texture file dropped on an area of the view lies over that area. */
  const drop = (event: DragEvent<HTMLDivElement>) => {
    const file = event.dataTransfer.files[0];
    const element = holder.current;
    if (!file || !element) return;
    event.preventDefault();
    const box = element.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const view = mount.current
      ?.viewports()
      .find((v) => x >= v.x && x < v.x + v.width && y >= v.y && y < v.y + v.height);
    void editor.actions.openGameTexture(view?.area ?? 'shirt', file, file.name);
  };

  const change = (next: (zoom: TextureZoom, width: number, height: number) => TextureZoom) => {
    const element = holder.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    zoomRef.current = next(zoomRef.current, Math.floor(width), Math.floor(height));
    setScale(zoomRef.current.scale);
    mount.current?.relayout();
    setLayoutVersion((v) => v + 1);
  };

  /**
   * A click (no drag) on the textures chooses what is on top there, as a click in the 3D view
   * does; a click on nothing choosable clears the selection.
   */
  const pickAt = (clientX: number, clientY: number) => {
    const element = holder.current;
    if (!element || editor.store.get(modeAtom) !== 'edit') return;
    const box = element.getBoundingClientRect();
    const x = clientX - box.left;
    const y = clientY - box.top;
    const view = mount.current ? viewportAt(mount.current.viewports(), x, y) : undefined;
    const layout = view ? gameLayout(editor.game).areas[view.area] : undefined;
    if (!view || !layout) {
      editor.actions.clickedNothing();
      return;
    }
    const uv = viewToUv(view, x, y);
    const row = pickRow(editor, editor.store.get(kitAtom), { area: view.area, uv });
    if (!row) {
      editor.actions.clickedNothing();
      return;
    }
    const [px, py] = viewToTexel(view, layout, x, y);
    const region = regionIdAt(editor.game, view.area, px, py);
    const choice = onKitChoice(
      editor.compositor(),
      editor.game,
      editor.store.get(kitAtom),
      { area: view.area, uuid: row.uuid, logo: row.logo, ...(region !== undefined ? { region } : {}) },
      row.tab,
      [px, py],
    );
    editor.actions.selectOnKit(choice.target, choice.tab);
  };
  const changeRef = useRef(change);
  useLayoutEffect(() => {
    changeRef.current = change;
  });

  // The wheel zooms about the pointer; React's wheel listener is passive, so add one that is not.
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      event.preventDefault();
      const box = element.getBoundingClientRect();
      const factor = event.deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP;
      changeRef.current((z, w, h) =>
        zoomAt(z, factor, event.clientX - box.left, event.clientY - box.top, w, h),
      );
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const atCentre = (factor: number) => change((z, w, h) => zoomAt(z, factor, w / 2, h / 2, w, h));

  return (
    <div className="texture-tab">
      <div
        className="texture-view"
        ref={holder}
        data-zoomed={scale > 1 ? 'true' : undefined}
        onDragOver={(event) => {
          if (event.dataTransfer.types.includes('Files')) event.preventDefault();
        }}
        onDrop={drop}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          drag.current = {
            id: event.pointerId,
            x: event.clientX,
            y: event.clientY,
            x0: event.clientX,
            y0: event.clientY,
          };
        }}
        onPointerMove={(event) => {
          const last = drag.current;
          if (!last || last.id !== event.pointerId) return;
          drag.current = { ...last, x: event.clientX, y: event.clientY };
          change((z, w, h) => panBy(z, event.clientX - last.x, event.clientY - last.y, w, h));
        }}
        onPointerUp={(event) => {
          const last = drag.current;
          drag.current = null;
          if (!last || last.id !== event.pointerId) return;
          if (Math.hypot(event.clientX - last.x0, event.clientY - last.y0) <= CLICK_TOLERANCE_PX)
            pickAt(event.clientX, event.clientY);
        }}
        onPointerCancel={() => {
          drag.current = null;
        }}
      >
        <PlacementHandles views={() => mount.current?.viewports() ?? []} version={layoutVersion} />
      </div>
      <GameTextureControls areas={areas} />
      <div className="texture-zoom" role="toolbar" aria-label={t('texture.zoomControls')}>
        <button
          type="button"
          aria-label={t('texture.zoomOut')}
          disabled={scale <= 1}
          onClick={() => atCentre(1 / BUTTON_STEP)}
        >
          −
        </button>
        <output aria-label={t('texture.zoomLevel')}>
          {t('texture.percent', { value: String(Math.round(scale * 100)) })}
        </output>
        <button type="button" aria-label={t('texture.zoomIn')} onClick={() => atCentre(BUTTON_STEP)}>
          +
        </button>
        <button type="button" onClick={() => change(() => FIT)}>
          {t('texture.fit')}
        </button>
      </div>
    </div>
  );
}
