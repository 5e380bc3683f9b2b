/**
 * Vite plugin: `import html from 'virtual:changelog-html'` is CHANGELOG.md as cleaned markup,
 * rendered in node when the app is built (and again in `vite` dev when the file changes).
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { renderChangelog } from './render.ts';

const ID = 'virtual:changelog-html';
const RESOLVED = `\0${ID}`;

export function changelogHtml(file: string): Plugin {
  return {
    name: 'kitsmith-changelog-html',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(file);
      return `export default ${JSON.stringify(renderChangelog(readFileSync(file, 'utf8')))};`;
    },
  };
}
