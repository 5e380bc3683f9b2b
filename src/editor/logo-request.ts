import { checkLogoRequest, type Game } from './kit.ts';
import type { EditorContext } from './context.ts';
import { message, TOAST_MS } from './messages.ts';

/**
 * The request-logos prompt (document 2 §2): the logo selector's "Request a logo" sends the name of
 * a club or brand the catalogue lacks (and, if the user has one, a link to its logo) to the
 * operator's list (`npm run admin -- logo-requests`). Checked by the same rule as the server's.
 */
export type LogoRequestResult =
  | { readonly ok: true }
  /** A field the user must fix: the prompt stays open with its text. */
  | { readonly ok: false; readonly field: 'name' | 'link' }
  /** The server's refusal (English; the UI shows it through translateServerText). */
  | { readonly ok: false; readonly field: null; readonly serverText: string };

export function logoRequestActions(ctx: EditorContext, game: Game) {
  return {
    async requestLogo(name: string, link: string): Promise<LogoRequestResult> {
      const check = checkLogoRequest({ name, link, game });
      if (!check.ok) return { ok: false, field: check.problem === 'link' ? 'link' : 'name' };
      try {
        const reply = await ctx.api.requestLogo(check.request);
        if (!reply.success) return { ok: false, field: null, serverText: reply.error };
      } catch {
        return { ok: false, field: null, serverText: '' };
      }
      ctx.toast(message('logoRequest.sent', { name: check.request.name }), TOAST_MS.long);
      return { ok: true };
    },
  };
}
