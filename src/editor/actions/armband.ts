import { setArmband, type ArmbandChoice, type LayerId } from '../kit.ts';
import type { EditorContext } from '../context.ts';

/** The captain's armband's preset and colour state (document 1 §3), one 'edit layer' step. */
export function armbandActions(ctx: EditorContext, templateColors: () => readonly string[]) {
  return {
    setArmband(uuid: LayerId, choice: ArmbandChoice) {
      return ctx.edit((kit) => setArmband(kit, uuid, choice, templateColors()));
    },
  };
}
