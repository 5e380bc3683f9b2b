import { useEffect, useState } from 'react';
import type { UploadedImage } from '../../api/index.ts';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue, useSessionSetter } from '../../editor/hooks.tsx';
import { logoAreaAtom } from '../../editor/logos.ts';
import { userAtom } from '../../editor/state.ts';
import {
  quotaWarning,
  sortedUploads,
  storedUploadsAtom,
  uploadSortAtom,
  UPLOAD_SORTS,
} from '../../editor/uploads.ts';
import { RenameForm } from '../widgets/RenameForm.tsx';
import './logos.css';
import { PlusNotice } from './PlusNotice.tsx';

/** Another use of a stored upload than placing it as a custom logo (a custom pattern's image). */
export interface UploadPick {
  /** The pick button's accessible text for an image's display name. */
  label: (name: string) => string;
  onPick: (image: UploadedImage) => void;
  /** A new image from the user's computer, stored and then used the same way. */
  upload?: { label: string; onFile: (file: File) => void };
}

/** Bytes as megabytes with one decimal (the storage line: saved kits, previews and uploads). */
const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

/**
 * The signed-in user's stored uploads (the uploads category): count against the tier's quota
 * (warning style above 80%), each image placeable as a custom logo (or picked for `pick`'s use),
 * or deleted. Anonymous visitors see 'Not logged in' and a log-in link.
 */
export function StoredUploads({ onPlaced, pick }: { onPlaced?: () => void; pick?: UploadPick }) {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const user = useEditorValue(userAtom);
  const area = useEditorValue(logoAreaAtom);
  const stored = useEditorValue(storedUploadsAtom);
  const sort = useEditorValue(uploadSortAtom);
  const setSort = useSessionSetter(uploadSortAtom);
  const [renaming, setRenaming] = useState<number | null>(null);
  useEffect(() => {
    void actions.refreshUploads();
  }, [actions, user]);

  if (stored.state === 'signed-out') {
    return (
      <p className="uploads-note">
        <span>{t('kit.notLoggedIn')}</span> <a href="/login/">{t('account.logIn')}</a>
      </p>
    );
  }
  if (stored.state === 'loading') return <p role="status">{t('status.loading')}</p>;
  if (stored.state !== 'ready') {
    return (
      <p className="uploads-note">
        <span>{t('status.error')}</span>{' '}
        <button type="button" onClick={() => void actions.refreshUploads()}>
          {t('status.tryAgain')}
        </button>
      </p>
    );
  }
  const areaName = t(`area.${area}`);
  return (
    <div className="stored-uploads">
      <p
        className={quotaWarning(stored.count, stored.max) ? 'uploads-count uploads-warning' : 'uploads-count'}
      >
        {t('upload.count', { count: stored.count, max: stored.max })}
      </p>
      {stored.storage ? (
        <p
          className={
            quotaWarning(stored.storage.used, stored.storage.max)
              ? 'uploads-storage uploads-warning'
              : 'uploads-storage'
          }
        >
          {t('upload.storage', { used: megabytes(stored.storage.used), max: megabytes(stored.storage.max) })}
        </p>
      ) : null}
      {stored.max === 0 ? <PlusNotice text={t('upload.plusOnly')} /> : null}
      {stored.images.length === 0 && stored.max > 0 ? <p>{t('common.noResults')}</p> : null}
      {stored.images.length > 1 ? (
        <div role="tablist" className="chooser-bar uploads-sort" aria-label={t('upload.sort')}>
          {UPLOAD_SORTS.map((s) => (
            <button key={s} type="button" role="tab" aria-selected={sort === s} onClick={() => setSort(s)}>
              {t(`sort.${s}`)}
            </button>
          ))}
        </div>
      ) : null}
      <ul className="grid uploads-grid" aria-label={t('upload.category')}>
        {sortedUploads(stored.images, sort).map((image) => (
          <li key={image.id} className="upload-item">
            <img src={image.preview_url} alt="" loading="lazy" />
            {renaming === image.id_num ? (
              <RenameForm
                initial={image.name}
                label={t('upload.newName', { name: image.name_display })}
                onApply={async (name) => {
                  const done = await actions.renameUpload(image, name);
                  if (done) setRenaming(null);
                  return done;
                }}
                onCancel={() => setRenaming(null)}
              />
            ) : (
              <span className="grid-name">{image.name_display}</span>
            )}
            {pick ? (
              <button type="button" onClick={() => pick.onPick(image)}>
                {pick.label(image.name_display)}
              </button>
            ) : (
              <button
                type="button"
                onClick={() => {
                  if (actions.placeUpload(area, image.url, image.name) !== null) onPlaced?.();
                }}
              >
                {t('upload.place', { name: image.name_display, area: areaName })}
              </button>
            )}
            <button type="button" onClick={() => setRenaming(image.id_num)}>
              {t('upload.rename', { name: image.name_display })}
            </button>
            <button type="button" onClick={() => void actions.deleteUpload(image)}>
              {t('upload.delete', { name: image.name_display })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
