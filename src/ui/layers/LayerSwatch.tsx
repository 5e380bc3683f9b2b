import { useEffect, useState } from 'react';
import type { Layer } from '../../kit/index.ts';
import { useEditor } from '../../editor/hooks.tsx';
import { loadCatalogue, type AssetFolder } from '../../editor/catalogue.ts';

/** Which catalogue image shows what an asset layer draws (pattern, graphic, logo, material, collar). */
function assetOf(layer: Layer): { folder: AssetFolder; name: string } | null {
  switch (layer.n) {
    case 'pattern':
      return { folder: 'patterns', name: layer.p };
    case 'graphic':
      return { folder: 'graphics', name: layer.g };
    case 'logo':
      return { folder: 'logos', name: layer.l };
    case 'mat':
      return { folder: 'materials', name: layer.p };
    case 'custom_collar':
      return { folder: 'collars', name: layer.p };
    default:
      return null;
  }
}

/** The layer's colours as equal bands, so a row shows its palette at a glance. */
function colorBands(colors: readonly string[]): string {
  if (colors.length === 0) return 'transparent';
  if (colors.length === 1) return colors[0]!;
  const step = 100 / colors.length;
  const stops = colors.map((color, i) => `${color} ${i * step}% ${(i + 1) * step}%`);
  return `linear-gradient(135deg, ${stops.join(', ')})`;
}

/**
 * A layer row's picture of what the layer is: its colours, and for assets the catalogue's
 * thumbnail over them. Decoration only: the row's name says the same to a screen reader.
 */
export function LayerSwatch({ layer }: { layer: Layer }) {
  const { context } = useEditor();
  const asset = assetOf(layer);
  // The thumbnail found for one asset; a row whose asset changed ignores a stale one.
  const [found, setFound] = useState<{ key: string; url: string | null } | null>(null);
  const folder = asset?.folder;
  const name = asset?.name;
  const key = folder && name ? `${folder}/${name}` : null;
  useEffect(() => {
    if (!folder || !name) return;
    let live = true;
    loadCatalogue(context.api, folder)
      .then((items) => {
        const item = items.find((entry) => entry.name === name);
        const url = item && 'preview_url' in item ? item.preview_url : null;
        if (live) setFound({ key: `${folder}/${name}`, url });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [context.api, folder, name]);
  // A custom pattern shows its own image (an upload or a catalogue image, by URL).
  const own = layer.n === 'custom_pattern' && layer.l !== '' ? layer.l : null;
  const thumbnail = own ?? (found !== null && found.key === key ? found.url : null);
  // A group has no colours of its own: it shows its members' first colours, bottom to top.
  const colors = layer.n === 'group' ? layer.layers.flatMap((member) => member.c.slice(0, 1)) : layer.c;
  return (
    <span className="layer-swatch" aria-hidden="true" style={{ background: colorBands(colors) }}>
      {thumbnail ? <img src={thumbnail} alt="" loading="lazy" /> : null}
    </span>
  );
}
