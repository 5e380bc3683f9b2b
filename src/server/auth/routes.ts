/** Register, log in, log out and GET /api/me. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { nowIso } from '../db/schema.ts';
import { fail } from '../http/replies.ts';
import { readFields } from '../http/fields.ts';
import { MESSAGES } from '../messages.ts';
import { meView } from './membership.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createSession, destroySession, SESSION_COOKIE, sessionCookieOptions } from './sessions.ts';

const registration = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{3,32}$/, MESSAGES.usernameInvalid),
  email: z
    .string()
    .trim()
    .max(254, MESSAGES.emailInvalid)
    .regex(/^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/, MESSAGES.emailInvalid),
  password: z.string().min(8, MESSAGES.passwordInvalid).max(200, MESSAGES.passwordInvalid),
});

const login = z.object({ login: z.string().trim().min(1).max(254), password: z.string().min(1).max(200) });

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Which unique index refused the row: PostgreSQL names the constraint, SQLite the column. */
function violatedEmail(error: unknown): boolean {
  const e = error as { constraint?: string; message?: string };
  return `${e?.constraint ?? ''} ${e?.message ?? ''}`.includes('email_lower');
}

export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db, config, loginThrottle } = ctx;
  const rateLimit = { max: config.authRateLimit.max, timeWindow: config.authRateLimit.timeWindowMs };

  const startSession = async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
    const token = await createSession(db, userId, config.sessionDays);
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(request, config));
  };

  // A name nobody has still costs one full verification, against this hash of the same cost, so
  // the answer's timing does not tell whether the account exists.
  let unknownUserHash: Promise<string> | null = null;
  const hashForUnknownUser = () =>
    (unknownUserHash ??= hashPassword(randomBytes(16).toString('hex'), config.passwordHashing));

  app.post('/api/auth/register', { config: { rateLimit } }, async (request, reply) => {
    const parsed = registration.safeParse((await readFields(request)).fields);
    if (!parsed.success) return fail(reply, 400, parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
    const { username, email, password } = parsed.data;
    // Hashing first keeps every answer equally slow: a fast "taken" would tell the name exists.
    const passwordHash = await hashPassword(password, config.passwordHashing);
    const taken = await db
      .selectFrom('users')
      .select(['username_lower', 'email_lower'])
      .where((eb) =>
        eb.or([
          eb('username_lower', '=', username.toLowerCase()),
          eb('email_lower', '=', email.toLowerCase()),
        ]),
      )
      .executeTakeFirst();
    if (taken) {
      return fail(
        reply,
        409,
        taken.username_lower === username.toLowerCase() ? MESSAGES.usernameTaken : MESSAGES.emailTaken,
      );
    }
    let userId: number;
    try {
      const row = await db
        .insertInto('users')
        .values({
          username,
          username_lower: username.toLowerCase(),
          email,
          email_lower: email.toLowerCase(),
          password_hash: passwordHash,
          admin: 0,
          plan_tier: null,
          active_until: null,
          renews_at: null,
          subscription_id: null,
          image: null,
          signature: null,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userId = row.id;
    } catch (error) {
      // Two registrations racing for one name: the unique index decides.
      if (isUniqueViolation(error))
        return fail(reply, 409, violatedEmail(error) ? MESSAGES.emailTaken : MESSAGES.usernameTaken);
      throw error;
    }
    await startSession(request, reply, userId);
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    return { success: true, ...meView(user) };
  });

  app.post('/api/auth/login', { config: { rateLimit } }, async (request, reply) => {
    const parsed = login.safeParse((await readFields(request)).fields);
    if (!parsed.success) return fail(reply, 400, MESSAGES.loginFailed);
    const key = parsed.data.login.toLowerCase();
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb.or([eb('username_lower', '=', key), eb('email_lower', '=', key)]))
      .executeTakeFirst();
    const target = user ? { account: user } : { name: key };
    // Counted before the check, so simultaneous guesses cannot all read the same old count.
    const waitMs = await loginThrottle.attempt(target);
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      reply.header('retry-after', String(seconds));
      return fail(reply, 429, MESSAGES.loginWait(seconds));
    }
    const storedHash = user ? user.password_hash : await hashForUnknownUser();
    const verified = await verifyPassword(storedHash, parsed.data.password);
    if (!user || !verified) return fail(reply, 401, MESSAGES.loginFailed);
    await loginThrottle.succeeded(target);
    await startSession(request, reply, user.id);
    return { success: true, ...meView(user) };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    await destroySession(db, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  });

  app.get('/api/me', async (request) => meView(request.user));
}
