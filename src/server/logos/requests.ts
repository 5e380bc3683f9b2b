/**
 * POST /api/logo_request (document 2 §2, the request-logos prompt): a club or brand whose logo the
 * catalogue lacks. Anyone may ask (the prompt sits in the logo selector, signed in or not), so it
 * is rate limited per client address and checked by the kit's own rule; the name is stored as
 * plain text and the operator reads the list with `npm run admin -- logo-requests`.
 */
import type { FastifyInstance } from 'fastify';
import { checkLogoRequest } from '../../kit/index.ts';
import type { ServerContext } from '../context.ts';
import { nowIso } from '../db/schema.ts';
import { readFields } from '../http/fields.ts';
import { fail } from '../http/replies.ts';
import { MESSAGES } from '../messages.ts';

export function registerLogoRequestRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { db, config } = ctx;
  const rateLimit = {
    max: config.logoRequestRateLimit.max,
    timeWindow: config.logoRequestRateLimit.timeWindowMs,
  };
  app.post('/api/logo_request', { config: { rateLimit } }, async (request, reply) => {
    const { fields } = await readFields(request);
    const check = checkLogoRequest(fields);
    if (!check.ok)
      return fail(
        reply,
        400,
        check.problem === 'link'
          ? MESSAGES.logoRequestLink
          : check.problem === 'name'
            ? MESSAGES.logoRequestName
            : MESSAGES.invalidRequest,
      );
    const { name, link, game } = check.request;
    await db
      .insertInto('logo_requests')
      .values({
        name,
        name_lower: name.toLowerCase(),
        link,
        game,
        user_id: request.user?.id ?? null,
        created_at: nowIso(),
      })
      .execute();
    return { success: true };
  });
}
