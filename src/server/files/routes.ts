/**
 * GET /files/{kind}/{name} when files live in the database: the same URLs and caching as the
 * folder served statically (names are never reused, so a file is immutable).
 */
import type { FastifyInstance } from 'fastify';
import { fail } from '../http/replies.ts';
import { MESSAGES } from '../messages.ts';
import { FileStore } from './fileStore.ts';

export function registerFileRoutes(app: FastifyInstance, files: FileStore): void {
  app.get('/files/:kind/:name', async (request, reply) => {
    const { kind, name } = request.params as { kind: string; name: string };
    const file = FileStore.isKind(kind) ? await files.read(kind, name) : null;
    if (!file) return fail(reply, 404, MESSAGES.notFound);
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.data);
  });
}
