import { useEffect, useState } from 'react';
import type { NotificationMessage } from '../../api/index.ts';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { dismissNotification, pendingNotifications } from '../../editor/notifications.ts';
import { componentAtom, modeAtom } from '../../editor/state.ts';

/**
 * The notification bar (document 2 §2, §4): the first message not dismissed, from the server
 * (`npm run admin notify`). Its text is HTML the server sanitised. Not in preview mode.
 */
export function NotificationBar() {
  const { t } = useTranslation();
  const { context } = useEditor();
  const preview = useEditorValue(modeAtom) === 'preview';
  const embedded = useEditorValue(componentAtom);
  const [pending, setPending] = useState<NotificationMessage[]>([]);
  const note = pending[0];
  const skip = preview || embedded;
  useEffect(() => {
    if (skip) return;
    let live = true;
    void pendingNotifications(context.api).then((list) => {
      if (live) setPending(list);
    });
    return () => {
      live = false;
    };
  }, [context.api, skip]);
  if (skip || !note) return null;
  return (
    <aside className="notification-bar" aria-label={t('notification.label')}>
      {note.image ? <img src={note.image} alt="" /> : null}
      <p className="notification-text" dangerouslySetInnerHTML={{ __html: note.text }} />
      {note.link ? (
        <a className="button primary" href={note.link} target="_blank" rel="noopener noreferrer">
          {note.cta || t('notification.more')}
        </a>
      ) : null}
      <button
        type="button"
        aria-label={t('notification.dismiss')}
        onClick={() => {
          dismissNotification(note.id);
          setPending((list) => list.slice(1));
        }}
      >
        ×
      </button>
    </aside>
  );
}
