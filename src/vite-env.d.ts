/// <reference types="vite/client" />
/// <reference types="vite-plugin-glsl/ext" />

/** CHANGELOG.md as cleaned markup, made at build time (scripts/changelog/plugin.ts). */
declare module 'virtual:changelog-html' {
  const html: string;
  export default html;
}
