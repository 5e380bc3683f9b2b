/**
 * Vite plugin: a game's own site (/eafc/index.html etc., `data-game` on <html>) knows its game,
 * so its page asks at once for the game's layout chunk, which src/games/load.ts imports lazily (a
 * site loads only its own game) and the app would otherwise ask for only once its modules have
 * run (bench/README.md "issue 20, session 6"). The root page (/?game=…) has no game in its HTML
 * and loads it as before.
 *
 * Preloading more from the HTML (the 3D view's chunk with its imports and CSS, the catalogue files
 * as fetch preloads) was measured and left out: no faster (3.85x against 3.84x the reference page,
 * 6 interleaved pairs), as those requests take the six connections of an HTTP/1.1 server from the
 * page's own module scripts. The catalogue is asked for by src/main.tsx as soon as it runs.
 */
import type { IndexHtmlTransformContext, Plugin } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

export function startupPreloads(): Plugin {
  let base = '/';
  return {
    name: 'kitsmith-startup-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const game = /<html[^>]*\sdata-game="(\w+)"/.exec(html)?.[1];
        if (!game || !ctx.bundle) return html;
        const layout = new RegExp(`/src/games/${game}/layout\\.ts$`);
        const chunk = Object.values(ctx.bundle).find(
          (file): file is Chunk => file.type === 'chunk' && file.moduleIds.some((id) => layout.test(id)),
        );
        if (!chunk) return html;
        // Its imports (the games module) are among the page's own scripts already.
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
