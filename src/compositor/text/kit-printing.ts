/**
 * Basketball printing settings live on the kit (Kit.playerPrinting, playerPrintingShorts and
 * hotspots), while the stack holds a printing / printing_shorts / print_preview layer that says
 * where in the order they are drawn. This merges the kit's settings into such a layer so the
 * compositor's kinds read one flat object; other layers pass through unchanged.
 *
 * nba_text layers carry their own text; one left empty (as a new one is) prints the kit's player
 * name (type name) or number (front_num, back_num), so the printing tab's name and number show on
 * them too without copying the player into every layer.
 */
import type { Kit } from '../../kit/model/index.ts';

/** The kit's printing settings; a kit drawn without them (tests, partial imports) leaves layers as they are. */
export type PrintingKit = Partial<Pick<Kit, 'playerPrinting' | 'playerPrintingShorts' | 'hotspots'>>;

export function withKitPrinting<L extends { n: string }>(layer: L, kit: PrintingKit): L {
  const printing = kit.playerPrinting;
  switch (layer.n) {
    case 'printing':
      if (!printing) return layer;
      // The kit's `disabled` (printing switched off) must not re-enable a disabled stack entry.
      return { ...layer, ...printing, disabled: printing.disabled || isDisabled(layer) };
    case 'printing_shorts':
      return {
        ...layer,
        ...kit.playerPrintingShorts,
        ...(printing ? { number: printing.number, font: printing.font } : {}),
      };
    case 'print_preview':
      // The preview shows the numbers in the kit's printing font, as the game will print them.
      return { ...layer, ...kit.hotspots, ...(printing?.font ? { font: printing.font } : {}) };
    case 'nba_text':
      return printing ? withPlayerText(layer, printing) : layer;
    default:
      return layer;
  }
}

function withPlayerText<L>(layer: L, printing: Kit['playerPrinting']): L {
  const own = (layer as { text?: unknown }).text;
  if (typeof own === 'string' && own !== '') return layer;
  const type = (layer as { type?: unknown }).type;
  const text = type === 'name' || type === undefined ? printing.name : String(printing.number);
  return { ...layer, text };
}

const isDisabled = (layer: object): boolean => (layer as { disabled?: unknown }).disabled === true;
