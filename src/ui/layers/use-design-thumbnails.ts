import { useEffect, useState } from 'react';
import { useEditor } from '../../editor/hooks.tsx';
import { DesignThumbnails, type ThumbnailSet } from '../../editor/design-thumbnails.ts';
import type { DesignName, Kit } from '../../editor/kit.ts';
import { findLayer } from '../../editor/kit.ts';

/** One thumbnail painter per editor: its compositor and compiled programs outlive a panel. */
const painters = new WeakMap<object, DesignThumbnails>();

/** Waits for a colour drag to settle before redrawing 21 thumbnails. */
const SETTLE_MS = 250;

/** What a thumbnail depends on: the layer's colours and the shirt base's (design values reset per design). */
function lookKey(kit: Kit, uuid: string): string | null {
  const layer = findLayer(kit, uuid)?.layer;
  if (!layer || layer.n !== 'design') return null;
  const bases = kit.layers.shirt.filter((l) => l.n === 'base').map((l) => l.c);
  return JSON.stringify([kit.game, layer.c, layer.border, bases]);
}

/**
 * The design picker's thumbnails for the design layer `uuid`, in the kit's colours: empty
 * until first drawn (the picker shows names alone meanwhile), redrawn when the colours change.
 */
export function useDesignThumbnails(kit: Kit, uuid: string): Partial<Record<DesignName, string>> {
  const editor = useEditor();
  const [set, setSet] = useState<{ key: string; urls: ThumbnailSet['urls'] } | null>(null);
  const key = lookKey(kit, uuid);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    let painter = painters.get(editor);
    if (!painter) {
      painter = new DesignThumbnails(editor.renderer, editor.game);
      painters.set(editor, painter);
    }
    const drawer = painter;
    const timer = setTimeout(() => {
      void drawer
        .draw(kit, uuid, () => !live)
        .then(({ urls, ms }) => {
          // For the bench and the tests: how long the whole set took, on this machine.
          performance.mark('design-thumbnails', { detail: { ms, count: Object.keys(urls).length } });
          if (live) setSet({ key, urls });
          else Object.values(urls).forEach((url) => URL.revokeObjectURL(url));
        })
        .catch(() => undefined);
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // The key holds everything drawn; the kit object changes on every unrelated edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, key, uuid]);
  // A replaced set's pictures are no longer shown: free them.
  useEffect(() => {
    const urls = set?.urls;
    return () => Object.values(urls ?? {}).forEach((url) => URL.revokeObjectURL(url));
  }, [set]);
  // While a new set is drawn the last one stays: an older picture beats none.
  return set?.urls ?? {};
}
