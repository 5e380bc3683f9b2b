import type { i18n as I18n } from 'i18next';
import '../styles.css';

/**
 * What a game's page paints while the editor's chunk (three.js, the compositor, the panels and
 * the 3D view) is still on its way: the shell's frame in its real places (header, side panel,
 * main view), so the page is not blank and the real shell replaces it without moving anything.
 * It is part of the page's first load, so it imports nothing of the editor (src/main.tsx).
 */
export function ShellSkeleton({ i18n }: { i18n: I18n }) {
  return (
    <div className="shell" aria-busy="true">
      <header className="shell-head">
        <h1 className="brand">{i18n.t('shell.title')}</h1>
      </header>
      <div className="side" aria-label={i18n.t('shell.sidePanel')} role="region" />
      <div className="main">
        <div className="main-panel">
          <p role="status">{i18n.t('status.loading')}</p>
        </div>
      </div>
    </div>
  );
}
