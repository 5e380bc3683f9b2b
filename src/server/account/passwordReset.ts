/**
 * "Forgot password": a single-use link valid for one hour. Only the token's SHA-256 is stored; the
 * reply is the same whether or not the address belongs to an account, so the form does not tell
 * strangers who has one.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import type { Kysely } from 'kysely';
import { nowIso, type Database } from '../db/schema.ts';
import { readFields } from '../http/fields.ts';
import { fail } from '../http/replies.ts';
import { MESSAGES } from '../messages.ts';
import { hashPassword } from '../auth/passwords.ts';
import { sendMail } from './mail.ts';

export const RESET_LINK_MS = 60 * 60 * 1000;
/**
 * Reset mails one account receives per hour (the links of the last hour are its rows still in
 * date). The per-address rate limit alone let anyone fill a victim's inbox: 20 a minute from each
 * address they hold.
 */
export const RESET_LINKS_PER_HOUR = 5;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const newPassword = z.string().min(8, MESSAGES.passwordInvalid).max(200, MESSAGES.passwordInvalid);

/**
 * The site's address for links in mail: PUBLIC_URL only. Never the request's Host or
 * X-Forwarded-Host: whoever asks for a reset chooses those, and the genuine mail would carry the
 * victim's token to the asker's host.
 */
export function siteUrl(config: ServerConfig): string | null {
  return config.publicUrl ?? null;
}

/** What the server says at start when it cannot send links (null when it can). */
export function mailWarning(config: ServerConfig): string | null {
  return siteUrl(config)
    ? null
    : 'PUBLIC_URL is not set: password reset links cannot be sent (links are never built from request headers)';
}

/** Outstanding reset links of a user stop working (after a reset, an e-mail or password change). */
export async function endResetLinks(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

export function registerPasswordResetRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db, config, loginThrottle } = ctx;
  const rateLimit = { max: config.authRateLimit.max, timeWindow: config.authRateLimit.timeWindowMs };

  const sendResetLink = async (email: string, site: string, log: FastifyBaseLogger) => {
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'username'])
      .where('email_lower', '=', email)
      .executeTakeFirst();
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    const now = nowIso();
    const stored = await db.transaction().execute(async (trx) => {
      // Simultaneous requests must see each other's links: PostgreSQL locks the user's row,
      // SQLite transactions are serial.
      if (ctx.dialect === 'postgres')
        await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
      const { links } = await trx
        .selectFrom('password_resets')
        .select((eb) => eb.fn.countAll().as('links'))
        .where('user_id', '=', user.id)
        .where('expires_at', '>', now)
        .executeTakeFirstOrThrow();
      if (Number(links) >= RESET_LINKS_PER_HOUR) return false;
      await trx
        .insertInto('password_resets')
        .values({
          token_hash: hashToken(token),
          user_id: user.id,
          expires_at: new Date(Date.now() + RESET_LINK_MS).toISOString(),
          used_at: null,
        })
        .execute();
      return true;
    });
    if (!stored) return;
    await sendMail(config, log, {
      to: user.email,
      subject: MESSAGES.resetSubject,
      text: MESSAGES.resetText(user.username, `${site}/reset/?token=${token}`),
    });
  };

  app.post('/api/auth/forgot', { config: { rateLimit } }, async (request, reply) => {
    const site = siteUrl(config);
    // The same answer for every address, so it tells nothing about who has an account.
    if (!site) return fail(reply, 503, MESSAGES.resetUnavailable);
    const email = ((await readFields(request)).fields.email ?? '').trim().toLowerCase().slice(0, 254);
    // Everything about the account happens after the reply, so a real address answers as fast
    // as an unknown one (the attack run: 600 ms against 2 ms once SMTP was set).
    if (email) {
      setImmediate(() => {
        sendResetLink(email, site, request.log).catch((error: unknown) =>
          request.log.error({ error: String(error) }, 'reset link not sent'),
        );
      });
    }
    return { success: true, status: MESSAGES.resetSent };
  });

  app.post('/api/auth/reset', { config: { rateLimit } }, async (request, reply) => {
    const { fields } = await readFields(request);
    const token = fields.token ?? '';
    const password = newPassword.safeParse(fields.password ?? '');
    if (!password.success)
      return fail(reply, 400, password.error.issues[0]?.message ?? MESSAGES.passwordInvalid);
    if (token === '' || token.length > 100) return fail(reply, 400, MESSAGES.resetInvalid);
    const hash = await hashPassword(password.data, config.passwordHashing);
    const now = nowIso();
    const done = await db.transaction().execute(async (trx) => {
      // Marking the link used in the same statement that checks it keeps it single-use under races.
      const used = await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst();
      if (!used) return null;
      await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', used.user_id).execute();
      // A new password ends every session that knew the old one, and every other link.
      await trx.deleteFrom('sessions').where('user_id', '=', used.user_id).execute();
      await endResetLinks(trx, used.user_id);
      return trx
        .selectFrom('users')
        .select(['id', 'created_at'])
        .where('id', '=', used.user_id)
        .executeTakeFirstOrThrow();
    });
    if (!done) return fail(reply, 400, MESSAGES.resetInvalid);
    // Whoever guessed at the account kept its wait going; the owner, proven by the mail, starts
    // again from zero.
    await loginThrottle.succeeded({ account: done });
    return { success: true, status: MESSAGES.resetDone };
  });
}
