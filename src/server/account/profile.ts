/**
 * The Edit profile page's routes: username, e-mail and password (the current password is asked
 * for a new e-mail or password; the old address is told of a new one; a new password ends the
 * other sessions; either ends outstanding reset links), profile picture and signature images (re-encoded, like every upload), and
 * deleting the account with everything it owns (kits, previews, uploads, files).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { FileStore } from '../files/fileStore.ts';
import { readFields } from '../http/fields.ts';
import { fail, requireUser } from '../http/replies.ts';
import { MESSAGES } from '../messages.ts';
import { meView } from '../auth/membership.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { destroyOtherSessions, destroySession, SESSION_COOKIE } from '../auth/sessions.ts';
import {
  decodeUntrustedImage,
  ImageBusyError,
  sniffImageFormat,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_SIDE,
} from '../uploads/images.ts';
import { cleanKitName } from '../kits/records.ts';
import { ticketFor } from '../uploads/imageQueue.ts';
import { endResetLinks, newPassword } from './passwordReset.ts';
import { sendMailLater } from './mail.ts';

const username = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, MESSAGES.usernameInvalid);
const email = z
  .string()
  .trim()
  .max(254, MESSAGES.emailInvalid)
  .regex(/^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/, MESSAGES.emailInvalid);

/** Picture: a square avatar. Signature: a transparent PNG the signature layer draws. */
const IMAGE_SIDE = { picture: 256, signature: 1024 } as const;

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export function registerProfileRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db, config, files } = ctx;
  const rateLimit = { max: config.authRateLimit.max, timeWindow: config.authRateLimit.timeWindowMs };

  app.post('/api/profile', { config: { rateLimit } }, async (request, reply) => {
    const user = requireUser(request.user, reply);
    if (!user) return reply;
    const { fields } = await readFields(request);
    const changes: {
      username?: string;
      username_lower?: string;
      email?: string;
      email_lower?: string;
      password_hash?: string;
    } = {};
    if (fields.username !== undefined && fields.username.trim() !== user.username) {
      const parsed = username.safeParse(fields.username);
      if (!parsed.success) return fail(reply, 400, MESSAGES.usernameInvalid);
      changes.username = parsed.data;
      changes.username_lower = parsed.data.toLowerCase();
    }
    if (fields.email !== undefined && fields.email.trim() !== user.email) {
      const parsed = email.safeParse(fields.email);
      if (!parsed.success) return fail(reply, 400, MESSAGES.emailInvalid);
      changes.email = parsed.data;
      changes.email_lower = parsed.data.toLowerCase();
    }
    // A new e-mail or password asks the current password: a stolen cookie alone must not become
    // the account (through the reset form, for an e-mail).
    if (changes.email !== undefined || fields.password) {
      if (!(await verifyPassword(user.password_hash, fields.current_password ?? '')))
        return fail(reply, 403, MESSAGES.currentPasswordWrong);
    }
    if (fields.password) {
      const parsed = newPassword.safeParse(fields.password);
      if (!parsed.success) return fail(reply, 400, MESSAGES.passwordInvalid);
      changes.password_hash = await hashPassword(parsed.data, config.passwordHashing);
    }
    if (Object.keys(changes).length > 0) {
      try {
        await db.updateTable('users').set(changes).where('id', '=', user.id).execute();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const nameTaken = await db
          .selectFrom('users')
          .select('id')
          .where('username_lower', '=', changes.username_lower ?? '')
          .where('id', '!=', user.id)
          .executeTakeFirst();
        return fail(reply, 409, nameTaken ? MESSAGES.usernameTaken : MESSAGES.emailTaken);
      }
    }
    if (changes.email !== undefined || changes.password_hash !== undefined) {
      // Links mailed before belong to the old address or the old password.
      await endResetLinks(db, user.id);
    }
    if (changes.password_hash !== undefined) {
      // Whoever else was logged in knew the old password (or held a cookie): they go.
      await destroyOtherSessions(db, user.id, request.cookies[SESSION_COOKIE]);
    }
    if (changes.email !== undefined) {
      // The owner hears of it at the address they had, in case it was not them.
      sendMailLater(config, request.log, {
        to: user.email,
        subject: MESSAGES.emailChangedSubject,
        text: MESSAGES.emailChangedText(user.username, changes.email),
      });
    }
    const fresh = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    // The password form says what it did; the details form says the profile was saved.
    const status = changes.password_hash !== undefined ? MESSAGES.passwordChanged : MESSAGES.profileSaved;
    return { success: true, status, ...meView(fresh) };
  });

  app.post('/api/profile/image', { config: { rateLimit } }, async (request, reply) => {
    const user = requireUser(request.user, reply);
    if (!user) return reply;
    const { fields, file } = await readFields(request, { fileBytes: UPLOAD_MAX_BYTES });
    const kind = fields.kind === 'signature' ? 'signature' : 'picture';
    const old = kind === 'signature' ? user.signature : user.image;
    let url: string | null = null;
    if (fields.remove !== '1') {
      if (!file || file.data.length === 0) return fail(reply, 400, MESSAGES.noFile);
      if (file.truncated) return fail(reply, 413, MESSAGES.uploadTooLarge);
      if (!sniffImageFormat(file.data)) return fail(reply, 415, MESSAGES.invalidFiletype);
      let png: Buffer;
      const ticket = ticketFor(request, user.id);
      try {
        const side = IMAGE_SIDE[kind];
        const fit = kind === 'picture' ? 'cover' : 'inside';
        ({ data: png } = await decodeUntrustedImage(
          file.data,
          UPLOAD_MAX_SIDE,
          (image) => image.rotate().resize(side, side, { fit, withoutEnlargement: true }).png(),
          { queue: ctx.images.uploads, ticket },
        ));
      } catch (error) {
        if (error instanceof ImageBusyError) return fail(reply, 503, MESSAGES.imagesBusy);
        return fail(reply, 400, MESSAGES.invalidFile);
      } finally {
        ticket.done();
      }
      url = FileStore.url('uploads', await files.write('uploads', 'png', png));
    }
    await db
      .updateTable('users')
      .set(kind === 'signature' ? { signature: url } : { image: url })
      .where('id', '=', user.id)
      .execute();
    const oldFile = old ? FileStore.fileFromUrl('uploads', old) : null;
    if (oldFile) await files.remove('uploads', oldFile);
    const fresh = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    return { success: true, status: MESSAGES.profileSaved, ...meView(fresh) };
  });

  app.post('/api/profile/delete', { config: { rateLimit } }, async (request, reply) => {
    const user = requireUser(request.user, reply);
    if (!user) return reply;
    const { fields } = await readFields(request);
    if (!(await verifyPassword(user.password_hash, fields.password ?? '')))
      return fail(reply, 403, MESSAGES.currentPasswordWrong);
    const owned = await db.transaction().execute(async (trx) => {
      const kits = await trx.selectFrom('kits').select('image').where('user_id', '=', user.id).execute();
      const previews = await trx
        .selectFrom('kit_images')
        .select('file')
        .where('user_id', '=', user.id)
        .execute();
      const uploads = await trx.selectFrom('uploads').select('file').where('user_id', '=', user.id).execute();
      // Presets made from this user's kits stay (the admin published them); they lose the link.
      await trx
        .updateTable('presets')
        .set({ kit_id: null })
        .where('kit_id', 'in', trx.selectFrom('kits').select('id').where('user_id', '=', user.id))
        .execute();
      for (const table of ['sessions', 'password_resets', 'kits', 'kit_images', 'uploads'] as const)
        await trx.deleteFrom(table).where('user_id', '=', user.id).execute();
      await trx.deleteFrom('users').where('id', '=', user.id).execute();
      return { kits, previews, uploads };
    });
    // Files go after the rows: nothing points at them any more.
    const kitFiles = new Set<string>();
    for (const kit of owned.kits) {
      const name = kit.image ? FileStore.fileFromUrl('kits', kit.image) : null;
      if (name) kitFiles.add(name);
    }
    for (const preview of owned.previews) kitFiles.add(preview.file);
    for (const name of kitFiles) await files.remove('kits', name);
    for (const upload of owned.uploads) await files.remove('uploads', upload.file);
    for (const url of [user.image, user.signature]) {
      const name = url ? FileStore.fileFromUrl('uploads', url) : null;
      if (name) await files.remove('uploads', name);
    }
    await destroySession(db, request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { success: true, status: MESSAGES.accountDeleted };
  });

  /** Rename from the Load dialog: own kits only; competition entries stay as they are. */
  app.post('/api/rename_saved', async (request, reply) => {
    const user = requireUser(request.user, reply);
    if (!user) return reply;
    const { fields } = await readFields(request);
    const id = Number(fields.id);
    const name = cleanKitName(fields.name ?? '') ?? '';
    if (!Number.isSafeInteger(id) || id <= 0) return fail(reply, 400, MESSAGES.invalidId);
    const kit = await db
      .selectFrom('kits')
      .select(['id', 'competition'])
      .where('id', '=', id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!kit) return fail(reply, 404, MESSAGES.kitNotFound);
    if (kit.competition === 1) return fail(reply, 403, MESSAGES.cannotEditCompetition);
    await db.updateTable('kits').set({ name }).where('id', '=', kit.id).execute();
    return { success: true, name, error: null };
  });
}
