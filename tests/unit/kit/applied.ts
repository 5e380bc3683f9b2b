import { expect } from 'vitest';
import type { Kit } from '../../../src/kit/model/kit.ts';
import type { EditResult } from '../../../src/kit/operations/index.ts';

/** The kit an operation made, after checking it went through as one 'edit kit' step. */
export function editedKit(result: EditResult): Kit {
  if (!result.ok) throw new Error(`refused: ${result.code}`);
  expect(result.action).toBe('edit kit');
  return result.kit;
}
