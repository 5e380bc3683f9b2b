import type { KitContext } from '../context.ts';
import { AREAS } from '../model/basics.ts';
import type { CatalogueCategory } from '../model/catalogue.ts';
import type { Kit } from '../model/kit.ts';
import type { EditResult } from '../operations/result.ts';
import { refused } from '../operations/result.ts';
import type { RefusalCode } from '../operations/messages.ts';
import { assetGate, detail3DBlocked, layerGate, type GateEnv } from '../restore/gates.ts';
import type { RestoreCode } from '../restore/report.ts';
import { canUseCustomPositions } from './premium.ts';

/**
 * The kit's entitlement check (document 1 §5 "Premium checks", §6): what in a kit the user may
 * not use, by the same gates restoreKit drops content with. Load and save (restore, on either
 * side) drop what it finds; an edit that would add something is refused (`gateEdit`), so no path
 * of the editor (a select, a font, a template's brand logo) gives a user what a load would take.
 */

interface EntitlementProblem {
  /** What is concerned: 'layer:<uuid>', 'detail3D:<uuid>', 'logo:<slot>', 'printing-font'… */
  readonly where: string;
  readonly code: RestoreCode;
}

function nowOf(context: KitContext): number {
  if (context.now === undefined) return Date.now();
  return typeof context.now === 'number' ? context.now : context.now.getTime();
}

/** Whether the user of `context` may use one catalogue asset (yes without a user). */
export function mayUseAsset(category: CatalogueCategory, name: string, context: KitContext): boolean {
  return (
    assetGate(category, name, { user: context.user, assets: context.assets, now: nowOf(context) }) === null
  );
}

/** Everything in `kit` that `context.user` may not use; none without a user (trusted data). */
function kitEntitlementProblems(kit: Kit, context: KitContext): EntitlementProblem[] {
  const user = context.user;
  if (!user) return [];
  const now = nowOf(context);
  const problems: EntitlementProblem[] = [];
  for (const area of [...AREAS, 'extra'] as const) {
    const env: GateEnv = { game: kit.game, area, user, assets: context.assets, now };
    for (const top of kit.layers[area]) {
      for (const layer of top.n === 'group' ? [top, ...top.layers] : [top]) {
        const code = layerGate(layer, env);
        if (code) problems.push({ where: `layer:${layer.uuid}`, code });
        if (detail3DBlocked(layer, env))
          problems.push({ where: `detail3D:${layer.uuid}`, code: 'premium-feature' });
      }
    }
  }
  const assets = { user, assets: context.assets, now };
  for (const logo of kit.logos) {
    const code = assetGate('logos', logo.l, assets);
    if (code) problems.push({ where: `logo:${logo.t}`, code });
  }
  const font = assetGate('fonts', kit.playerPrinting.font, assets);
  if (font) problems.push({ where: 'printing-font', code: font });
  const template = assetGate('templates', kit.template, assets);
  if (template) problems.push({ where: 'template', code: template });
  if (kit.customPos.length > 0 && !canUseCustomPositions(user))
    problems.push({ where: 'customPos', code: 'premium-feature' });
  return problems;
}

const REFUSALS: Partial<Record<RestoreCode, RefusalCode>> = {
  'premium-asset': 'plusOnly',
  'premium-feature': 'plusOnly',
  'tier-feature': 'earlyAccessOnly',
  'early-access': 'earlyAccessOnly',
  'admin-asset': 'notAvailable',
  'not-in-game': 'notInGame',
};

/**
 * An edit's result as the user may have it: refused when it adds something they may not use.
 * What the kit already held (a kit loaded by an admin, Plus that ended mid-session) does not
 * block other edits.
 */
export function gateEdit(before: Kit, result: EditResult, context: KitContext): EditResult {
  if (!result.ok || result.kit === before || !context.user) return result;
  const had = new Set(kitEntitlementProblems(before, context).map((p) => `${p.where}\u0000${p.code}`));
  const added = kitEntitlementProblems(result.kit, context).find(
    (p) => !had.has(`${p.where}\u0000${p.code}`),
  );
  return added ? refused(REFUSALS[added.code] ?? 'plusOnly') : result;
}
