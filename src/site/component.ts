/**
 * Component mode's message protocol (document 2 §2): the editor in an iframe of a host page (such
 * as a bulk generator) answers the host through postMessage. Documented in docs/component-mode.md.
 *
 * Host -> editor: { type: 'kitsmith:hello' } (repeat until ready), { type: 'kitsmith:load', kit }.
 * Editor -> host: { type: 'kitsmith:ready', game }, { type: 'kitsmith:apply', game, kit, textures },
 *                 { type: 'kitsmith:cancel' }.
 *
 * Only origins on the allow-list (site.json's componentOrigins, plus the editor's own) are heard,
 * and the editor writes only to the origin that said hello, never to '*'.
 */
import type { Editor } from '../editor/editor.ts';
import { editorAutomation } from '../editor/automation.ts';
import { message, TOAST_MS } from '../editor/messages.ts';
import { loadSiteConfig } from '../editor/site-config.ts';
import { gameLayout, type AreaId } from '../games/index.ts';
import { COMPONENT_MESSAGES } from './component-messages.ts';

export interface ComponentLink {
  apply(): Promise<boolean>;
  cancel(): boolean;
  stop(): void;
}

/** Is `origin` allowed to host the editor? */
export function allowedOrigin(origin: string, allowList: readonly string[], own: string): boolean {
  return origin === own || allowList.includes(origin);
}

export function connectComponent(editor: Editor, host: Window = window.parent): ComponentLink {
  let hostOrigin: string | null = null;
  const allowList = loadSiteConfig().then((config) => config.componentOrigins);
  const onMessage = (event: MessageEvent) => {
    if (event.source !== host) return;
    const data = event.data as { type?: unknown; kit?: unknown } | null;
    if (!data || typeof data.type !== 'string') return;
    void allowList.then((list) => {
      if (!allowedOrigin(event.origin, list, window.location.origin)) return;
      if (data.type === COMPONENT_MESSAGES.hello) {
        hostOrigin = event.origin;
        host.postMessage({ type: COMPONENT_MESSAGES.ready, game: editor.game }, event.origin);
      } else if (data.type === COMPONENT_MESSAGES.load && event.origin === hostOrigin) {
        const kit = typeof data.kit === 'string' ? (JSON.parse(data.kit) as unknown) : data.kit;
        editor.actions.loadData(kit);
      }
    });
  };
  window.addEventListener('message', onMessage);
  const automation = editorAutomation(editor);
  return {
    async apply() {
      if (hostOrigin === null) {
        editor.context.toast(message('component.noHost'), TOAST_MS.long, 'error');
        return false;
      }
      await automation.ready;
      const areas = Object.keys(gameLayout(editor.game).areas).filter((a) => a !== 'armband') as AreaId[];
      const textures: Partial<Record<AreaId, Blob>> = {};
      for (const area of areas) textures[area] = await automation.exportTexture(area, 'albedo');
      host.postMessage(
        { type: COMPONENT_MESSAGES.apply, game: editor.game, kit: automation.getKit(), textures },
        hostOrigin,
      );
      return true;
    },
    cancel() {
      if (hostOrigin === null) return false;
      host.postMessage({ type: COMPONENT_MESSAGES.cancel }, hostOrigin);
      return true;
    },
    stop() {
      window.removeEventListener('message', onMessage);
    },
  };
}
