// Deliberately broken (issue 30): a floating promise and an import against the layer order.
import { Scene } from 'three';
import { targetBytes } from '../compositor/targets';

async function save(): Promise<void> {}

export function demo(): number {
  save();
  return targetBytes as unknown as number + (new Scene() ? 1 : 0);
}
