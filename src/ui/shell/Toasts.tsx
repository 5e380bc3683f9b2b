import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import type { Message } from '../../editor/messages.ts';
import { toastsAtom } from '../../editor/state.ts';

/** Translates a message whose values may be messages too ('Undoing: {action}'). */
export function useMessage() {
  const { t } = useTranslation();
  const translate = (key: string, values?: Message['values']): string => {
    const filled: Record<string, string> = {};
    for (const [name, value] of Object.entries(values ?? {}))
      filled[name] = typeof value === 'string' ? value : translate(value.key, value.values);
    return t(key, filled);
  };
  return translate;
}

/** Toasts at the bottom centre; timed ones leave by themselves, persistent ones have Close. */
export function Toasts() {
  const { t } = useTranslation();
  const translate = useMessage();
  const { context } = useEditor();
  const toasts = useEditorValue(toastsAtom);
  const close = (id: number) => context.closeToast(id);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.tone}`}
          onPointerEnter={() => context.holdToast(toast.id, true)}
          onPointerLeave={() => context.holdToast(toast.id, false)}
          onFocus={() => context.holdToast(toast.id, true)}
          onBlur={() => context.holdToast(toast.id, false)}
        >
          <span>{translate(toast.text, toast.values)}</span>
          {toast.links?.map((link) => (
            <a key={link.href + link.label} href={link.href} target="_blank" rel="noreferrer">
              {t(link.label)}
            </a>
          ))}
          {toast.actions?.map((action) => (
            <button
              key={action.label}
              type="button"
              className="toast-action"
              onClick={() => {
                action.run();
                close(toast.id);
              }}
            >
              {t(action.label)}
            </button>
          ))}
          {toast.durationMs === null ? (
            <button type="button" onClick={() => close(toast.id)}>
              {t('common.close')}
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
