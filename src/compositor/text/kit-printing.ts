/**
 * Basketball printing settings live on the kit (Kit.playerPrinting, playerPrintingShorts and
 * hotspots), while the stack holds a printing / printing_shorts / print_preview layer that says
 * where in the order they are drawn. This merges the kit's settings into such a layer so the
 * compositor's kinds read one flat object; other layers pass through unchanged.
 */
import type { Kit, Layer } from '../../kit/model/index.ts';

type PrintingKit = Pick<Kit, 'playerPrinting' | 'playerPrintingShorts' | 'hotspots'>;

export function withKitPrinting<L extends Pick<Layer, 'n'>>(layer: L, kit: PrintingKit): L {
  switch (layer.n) {
    case 'printing':
      // The kit's `disabled` (printing switched off) must not re-enable a disabled stack entry.
      return { ...layer, ...kit.playerPrinting, disabled: kit.playerPrinting.disabled || isDisabled(layer) };
    case 'printing_shorts':
      return {
        ...layer,
        ...kit.playerPrintingShorts,
        number: kit.playerPrinting.number,
        font: kit.playerPrinting.font,
      };
    case 'print_preview':
      return { ...layer, ...kit.hotspots };
    default:
      return layer;
  }
}

const isDisabled = (layer: object): boolean => (layer as { disabled?: unknown }).disabled === true;
