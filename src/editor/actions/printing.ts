import {
  setHotspot,
  setPrintPreview,
  setPrinting,
  setPrintingColor,
  setPrintingShorts,
  type PrintingField,
  type PrintingShortsField,
} from '../kit.ts';
import type { EditorContext } from '../context.ts';

/**
 * The Printing tab: the kit's name and number settings. Each change is one 'edit kit' step; a
 * slider drag opens one step on pointer-down and closes it on release.
 */
export function printingActions(ctx: EditorContext) {
  return {
    beginPrintingEdit() {
      ctx.begin('edit kit');
    },
    commitPrintingEdit() {
      ctx.commit();
    },
    setPrinting(field: PrintingField, value: number | boolean | string) {
      return ctx.edit((kit) => setPrinting(kit, field, value));
    },
    setPrintingShorts(field: PrintingShortsField, value: number | boolean | string) {
      return ctx.edit((kit) => setPrintingShorts(kit, field, value));
    },
    setPrintingColor(part: 'shirt' | 'shorts', index: number, hex: string) {
      return ctx.edit((kit) => setPrintingColor(kit, part, index, hex));
    },
    /** The print preview: the preview number (0..99) and a sample name drawn in the hotspot boxes. */
    setPrintPreview(shown: boolean) {
      return ctx.edit((kit) => setPrintPreview(kit, shown));
    },
    setPreviewNumber(value: number) {
      return ctx.edit((kit) => setHotspot(kit, 'previewNumber', value));
    },
  };
}
