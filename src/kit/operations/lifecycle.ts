import type { KitContext, TemplateInfo } from '../context.ts';
import { newKit, type NewKitOptions } from '../defaults/kit.ts';
import type { Game } from '../model/basics.ts';
import type { Kit } from '../model/kit.ts';
import { restoreKit } from '../restore/restore.ts';
import type { RestoreReport } from '../restore/report.ts';

/**
 * Starting a new kit and loading one (spec §4). Neither is an undo step: both clear the history
 * and the unsaved-changes flag. Asking 'There are unsaved changes. Continue?' first is the
 * caller's part (see unsavedChangesQuestion).
 */

export interface NewKitStart {
  readonly kit: Kit;
  readonly clearsHistory: true;
  /** A new kit opens quick recolor so the user picks its colours first. */
  readonly opensQuickRecolor: true;
}

/**
 * Custom layers go, the template, name, id and base id reset. Picking a template in the chooser
 * is the same start, with that template.
 */
export function startNewKit(
  game: Game,
  template?: string | TemplateInfo,
  options: NewKitOptions = {},
): NewKitStart {
  return { kit: newKit(game, template, options), clearsHistory: true, opensQuickRecolor: true };
}

/**
 * The kit as a new one that was never saved: no id, base, share key, name or saved image. A kit
 * made from another (Randomize) is new work, so saving it never overwrites the kit it came from.
 */
export function asNewKit(kit: Kit): Kit {
  return {
    ...kit,
    id: null,
    baseId: null,
    baseKey: '',
    name: '',
    saveName: '',
    saveImage: '',
    published: false,
  };
}

export interface KitLoad {
  readonly kit: Kit;
  readonly report: RestoreReport;
  readonly clearsHistory: true;
}

/**
 * Every loaded kit goes through restoreKit: premium content the user may not use is skipped, and
 * the report carries the toast that says so.
 */
export function loadKit(input: unknown, context: KitContext): KitLoad {
  const { kit, report } = restoreKit(input, context);
  return { kit, report, clearsHistory: true };
}
