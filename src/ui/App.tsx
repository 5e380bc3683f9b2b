import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from '../i18n/index.ts';
import { EditorProvider } from '../editor/hooks.tsx';
import type { Editor } from '../editor/editor.ts';
import { Shell } from './shell/Shell.tsx';
import './styles.css';

/** The application: the editor shell, in the user's language, over one editor instance. */
export function App({ editor, i18n }: { editor: Editor; i18n: I18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <EditorProvider editor={editor}>
        <Shell />
      </EditorProvider>
    </I18nextProvider>
  );
}
