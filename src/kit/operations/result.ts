import type { HistoryAction } from '../history/actions.ts';
import type { Kit } from '../model/kit.ts';
import { OPERATION_MESSAGES, type RefusalCode } from './messages.ts';

/** An operation that went through: the new kit and the undo step it makes. */
export interface Applied {
  readonly ok: true;
  readonly kit: Kit;
  readonly action: HistoryAction;
}

/** An operation the editing rules do not allow. The kit is untouched. */
export interface Refused {
  readonly ok: false;
  readonly code: RefusalCode;
  readonly message: string;
}

export type EditResult = Applied | Refused;

export function applied(kit: Kit, action: HistoryAction): Applied {
  return { ok: true, kit, action };
}

export function refused(code: RefusalCode): Refused {
  return { ok: false, code, message: OPERATION_MESSAGES[code] };
}
