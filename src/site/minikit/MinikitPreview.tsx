import { useEffect, useState } from 'react';
import type { SavedKit } from '../../api/index.ts';
import { useTranslation } from '../../i18n/index.ts';
import type { MinikitStyle } from '../../tools/fm26.ts';
import type { MinikitSession, Upload } from './minikit-session.ts';

type Item = { kit: SavedKit } | { upload: Upload };

const nameOf = (item: Item) => ('kit' in item ? item.kit.name : item.upload.file.name);
const keyOf = (item: Item) => ('kit' in item ? `kit-${item.kit.id}` : `upload-${item.upload.id}`);

/** What the ZIP will hold: each chosen kit's and upload's 2D kit in the chosen style. */
export function MinikitPreview({
  session,
  kits,
  uploads,
  style,
}: {
  session: MinikitSession;
  kits: readonly SavedKit[];
  uploads: readonly Upload[];
  style: MinikitStyle;
}) {
  const { t } = useTranslation();
  const items: Item[] = [...kits.map((kit) => ({ kit })), ...uploads.map((upload) => ({ upload }))];
  if (items.length === 0) return null;
  return (
    <section className="tool-card" aria-labelledby="minikit-preview">
      <h2 id="minikit-preview">{t('minikit.preview')}</h2>
      <ul className="minikit-previews">
        {items.map((item) => (
          <PreviewTile key={`${keyOf(item)}-${style}`} session={session} item={item} style={style} />
        ))}
      </ul>
    </section>
  );
}

function PreviewTile({ session, item, style }: { session: MinikitSession; item: Item; style: MinikitStyle }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    session.preview(item, style).then(
      (drawn) => live && setUrl(drawn),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
    // The tile is keyed by its item and style, so one drawing per tile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const name = nameOf(item);
  return (
    <li>
      <figure>
        {url ? (
          <img src={url} width={138} height={138} alt={t('minikit.previewOf', { name })} />
        ) : (
          <div className="minikit-preview-pending" role="status">
            {failed ? t('minikit.previewFailed') : t('status.loading')}
          </div>
        )}
        <figcaption>{name}</figcaption>
      </figure>
    </li>
  );
}
