import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { Direction } from 'radix-ui';
import { I18nextProvider, textDirection, useTranslation } from '../i18n/index.ts';
import { EditorProvider } from '../editor/hooks.tsx';
import type { Editor } from '../editor/editor.ts';
import { Shell } from './shell/Shell.tsx';
import './styles.css';

/**
 * Radix components (tabs, menus, dialogs) write their own `dir`, left to right unless told: the
 * page's direction must reach them through their provider, or Hebrew lays out half mirrored.
 */
function LanguageDirection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <Direction.Provider dir={textDirection(i18n.language)}>{children}</Direction.Provider>;
}

/** The application: the editor shell, in the user's language, over one editor instance. */
export function App({ editor, i18n }: { editor: Editor; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageDirection>
        <EditorProvider editor={editor}>
          <Shell />
        </EditorProvider>
      </LanguageDirection>
    </I18nextProvider>
  );
}
