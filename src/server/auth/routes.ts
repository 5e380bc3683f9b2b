/** Register, log in, log out and GET /api/me. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { nowIso } from '../db/schema.ts';
import { fail } from '../http/replies.ts';
import { readFields } from '../http/fields.ts';
import { MESSAGES } from '../messages.ts';
import { meView } from './membership.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { createSession, destroySession, SESSION_COOKIE } from './sessions.ts';

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

export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db, config } = ctx;
  const rateLimit = { max: config.authRateLimit.max, timeWindow: config.authRateLimit.timeWindowMs };

  const startSession = async (reply: FastifyReply, userId: number) => {
    const token = await createSession(db, userId, config.sessionDays);
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: config.sessionDays * 86_400,
    });
  };

  app.post('/api/auth/register', { config: { rateLimit } }, async (request, reply) => {
    const parsed = registration.safeParse((await readFields(request)).fields);
    if (!parsed.success) return fail(reply, 400, parsed.error.issues[0]?.message ?? MESSAGES.invalidRequest);
    const { username, email, password } = parsed.data;
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
    const passwordHash = await hashPassword(password, config.passwordHashing);
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
      if (isUniqueViolation(error)) return fail(reply, 409, MESSAGES.usernameTaken);
      throw error;
    }
    await startSession(reply, userId);
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
    if (!user || !(await verifyPassword(user.password_hash, parsed.data.password))) {
      return fail(reply, 401, MESSAGES.loginFailed);
    }
    await startSession(reply, user.id);
    return { success: true, ...meView(user) };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    await destroySession(db, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true };
  });

  app.get('/api/me', async (request) => meView(request.user));
}
