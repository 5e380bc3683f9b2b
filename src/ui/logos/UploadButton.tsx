import { useRef } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { logoAreaAtom } from '../../editor/logos.ts';
import { LOGO_UPLOAD_TYPES } from '../../editor/uploads.ts';

/**
 * 'Upload logo': picks a JPEG or PNG from the user's computer; the editor checks it (type, 1 MB)
 * and places it at once as a custom logo in the Logos tab's area. The chooser offers JPEG and
 * PNG; any other file the user still picks ("All files") gets the spec's message.
 */
export function UploadButton({
  onUploaded,
  upload,
}: {
  onUploaded?: () => void;
  /** Another use of the picked file (a custom pattern's image), with its button's text. */
  upload?: { label: string; onFile: (file: File) => void };
}) {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const area = useEditorValue(logoAreaAtom);
  const input = useRef<HTMLInputElement>(null);
  return (
    <span className="upload-button">
      <button type="button" onClick={() => input.current?.click()}>
        {upload?.label ?? t('upload.button')}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={upload?.label ?? t('upload.button')}
        accept={LOGO_UPLOAD_TYPES.join(',')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that picking the same file again fires a change.
          event.target.value = '';
          if (file && upload) upload.onFile(file);
          else if (file && actions.uploadLogo(file, area) !== null) onUploaded?.();
        }}
      />
    </span>
  );
}
