/**
 * Every saved kit of the player for one game, all pages of GET /api/saved (96 a page): the
 * minikit generator is for many kits at once, so a player with more than one page sees them all.
 */
import type { ApiClient, SavedKit } from '../../api/index.ts';

export async function allSavedKits(api: Pick<ApiClient, 'listSaved'>, game: string): Promise<SavedKit[]> {
  const kits: SavedKit[] = [];
  for (;;) {
    const last = kits[kits.length - 1];
    // Own mode pages on the last kit's created_at, its id breaking ties (the Load dialog's rule).
    const after = last ? { created_at: last.created_at, id: last.id } : {};
    const reply = await api.listSaved({ mode: 'own', game, ...after });
    if (!reply.success) throw new Error(reply.error);
    kits.push(...reply.data);
    if (!reply.more_available || reply.data.length === 0) return kits;
  }
}
