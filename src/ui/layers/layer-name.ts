import type { TFunction } from 'i18next';
import type { Layer } from '../../kit/index.ts';

/** What the layer list calls a layer: its custom name, else its asset or design, else its kind. */
export function layerDisplayName(layer: Layer, t: TFunction): string {
  if (layer.cname) return layer.cname;
  const kind = t(`kind.${layer.n}`);
  switch (layer.n) {
    case 'base':
      return t(`base.${layer.type}`);
    case 'design':
      return `${kind}: ${t(`design.${layer.type}`)}`;
    case 'graphic':
      return layer.g ? `${kind}: ${layer.g}` : kind;
    case 'pattern':
    case 'custom_collar':
    case 'mat':
      return layer.p ? `${kind}: ${layer.p}` : kind;
    case 'logo':
    case 'custom_logo':
      return layer.l ? `${kind}: ${layer.l}` : kind;
    case 'text':
      return layer.text ? `${kind}: ${layer.text}` : kind;
    case 'group':
      return `${kind}: ${t('groups.count', { count: layer.layers.length })}`;
    default:
      return layer.name || kind;
  }
}

/**
 * The row's two lines: the kind above the asset or design ("Graphic:" / "Chevron Band"), so a
 * narrow panel cuts neither, and an asset name in Latin letters keeps its start in Hebrew. A name
 * without a kind (custom, base colour) is one line. Together they read as `layerDisplayName`.
 */
export function layerNameParts(layer: Layer, t: TFunction): { kind: string | null; detail: string } {
  const name = layerDisplayName(layer, t);
  const kind = t(`kind.${layer.n}`);
  const prefix = `${kind}: `;
  return !layer.cname && name.startsWith(prefix)
    ? { kind: prefix, detail: name.slice(prefix.length) }
    : { kind: null, detail: name };
}
