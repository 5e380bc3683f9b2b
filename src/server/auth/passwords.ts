/** Password hashing with argon2id, a memory-hard KDF. */
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const PRODUCTION = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
// Tests register hundreds of users on two shared cores; the algorithm stays the same.
const FAST = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

// @node-rs/argon2 exports Algorithm as a const enum, which isolatedModules cannot inline; 2 is Argon2id.
const ARGON2ID = 2;

export function hashPassword(password: string, cost: 'production' | 'fast'): Promise<string> {
  return hash(password, { ...(cost === 'fast' ? FAST : PRODUCTION), algorithm: ARGON2ID });
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
