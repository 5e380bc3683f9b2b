import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { ToolHeader } from './tool-page.tsx';

/** What an FM tool page waits for before its work can start. */
export type Loaded<T> =
  { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; value: T };

/** Runs `load` once; a page left before it ends ignores the answer. */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  const [start] = useState(() => load);
  useEffect(() => {
    let live = true;
    start()
      .then((value) => live && setLoaded({ status: 'ready', value }))
      .catch((error: unknown) => {
        if (live)
          setLoaded({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [start]);
  return loaded;
}

/** The FM tools' way back: the FM editor. */
const FM_EDITOR = { href: '/fm/', label: 'minikit.openEditor' };

/**
 * The frame of the companion tools (the minikit generator, the PES to FM converter, the
 * teamkits editor): the way back to the game's editor (`back`: its address and the i18n key of
 * the link's text; the FM editor unless told), the title and intro, and the loading and failure
 * states; `work` draws the page once what it needs is loaded.
 */
export function FmToolPage<T>({
  titleKey,
  introKey,
  loaded,
  work,
  back = FM_EDITOR,
}: {
  titleKey: string;
  introKey: string;
  loaded: Loaded<T>;
  work: (value: T) => ReactNode;
  back?: { href: string; label: string };
}) {
  const { t } = useTranslation();
  return (
    <div className="tool-page">
      <ToolHeader>
        <a href={back.href}>{t(back.label)}</a>
      </ToolHeader>
      <main className="tool-main">
        <h1>{t(titleKey)}</h1>
        <p className="tool-intro">{t(introKey)}</p>
        {loaded.status === 'loading' ? <p role="status">{t('status.loading')}</p> : null}
        {loaded.status === 'failed' ? (
          <p role="alert">{t('minikit.failed', { error: loaded.error })}</p>
        ) : null}
        {loaded.status === 'ready' ? work(loaded.value) : null}
      </main>
    </div>
  );
}
