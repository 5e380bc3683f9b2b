/** Every failure answers {success: false, error} with a fitting status; never a stack or SQL. */
import type { FastifyReply } from 'fastify';
import type { UserRow } from '../db/schema.ts';
import { MESSAGES } from '../messages.ts';

export function fail(reply: FastifyReply, status: number, error: string) {
  return reply.status(status).send({ success: false, error });
}

/** The signed-in user, or null after answering 401 'Not logged in'. */
export function requireUser<User extends UserRow>(user: User | null, reply: FastifyReply): User | null {
  if (user) return user;
  void fail(reply, 401, MESSAGES.notLoggedIn);
  return null;
}

/** Ids arrive as strings from forms; only positive safe integers are real ids. */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[0-9]{1,15}$/.test(text.trim())) return null;
  const id = Number(text.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
