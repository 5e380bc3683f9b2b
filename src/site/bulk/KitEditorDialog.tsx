import { useEffect, useRef } from 'react';
import { Modal } from '../../ui/dialogs/Modal.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { serialiseKit } from '../../kit/index.ts';
import { COMPONENT_MESSAGES } from '../component-messages.ts';
import type { BulkKit } from './bulk-session.ts';

/** How often the host says hello until the editor answers (docs/component-mode.md). */
const HELLO_MS = 250;

/**
 * One kit in the FM editor embedded in component mode (document 2 §2): the editor's Apply and
 * Cancel replace its download bar; Apply hands the changed kit back, Cancel closes.
 */
export function KitEditorDialog({
  kit,
  editorScale,
  onApply,
  onClose,
}: {
  kit: BulkKit | null;
  editorScale: string | null;
  onApply: (kit: BulkKit, data: unknown) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const name = kit ? t('bulk.kitName', { team: kit.teamName, type: t(`fm.type.${kit.type}`) }) : '';
  return (
    <Modal title={t('bulk.editorTitle', { kit: name })} open={kit !== null} onClose={onClose} wide>
      {kit ? (
        <EditorFrame key={kit.id} kit={kit} editorScale={editorScale} onApply={onApply} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function EditorFrame({
  kit,
  editorScale,
  onApply,
  onClose,
}: {
  kit: BulkKit;
  editorScale: string | null;
  onApply: (kit: BulkKit, data: unknown) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const src = `/fm/?component${editorScale ? `&scale=${encodeURIComponent(editorScale)}` : ''}`;
  // The newest callbacks, read by the message listener that is set up once per kit.
  const handlers = useRef({ onApply, onClose });
  useEffect(() => {
    handlers.current = { onApply, onClose };
  });
  useEffect(() => {
    const origin = window.location.origin;
    let ready = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const hello = () => {
      if (ready) return;
      frame.current?.contentWindow?.postMessage({ type: COMPONENT_MESSAGES.hello }, origin);
      timer = setTimeout(hello, HELLO_MS);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const data = event.data as { type?: unknown; kit?: unknown } | null;
      if (data?.type === COMPONENT_MESSAGES.ready && !ready) {
        ready = true;
        frame.current?.contentWindow?.postMessage(
          { type: COMPONENT_MESSAGES.load, kit: serialiseKit(kit.kit) },
          origin,
        );
      } else if (data?.type === COMPONENT_MESSAGES.apply) handlers.current.onApply(kit, data.kit);
      else if (data?.type === COMPONENT_MESSAGES.cancel) handlers.current.onClose();
    };
    window.addEventListener('message', onMessage);
    hello();
    return () => {
      ready = true;
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [kit]);
  return <iframe ref={frame} className="bulk-editor-frame" src={src} title={t('bulk.editorFrame')} />;
}
