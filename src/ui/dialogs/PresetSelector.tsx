import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { assetValue, loadCatalogue, type AssetFolder, type CatalogueItem } from '../../editor/catalogue.ts';
import {
  brandOptions,
  categoryKey,
  DEFAULT_PRESET_SORT,
  isNewPreset,
  presetPage,
  presetPickRefusal,
  presetsFor,
  PRESET_SORTS_OF,
  type PresetSort,
} from '../../editor/presets.ts';
import { userAtom } from '../../editor/state.ts';
import { RequestLogo } from '../logos/RequestLogo.tsx';
import { StoredUploads, type UploadPick } from '../logos/StoredUploads.tsx';
import { UploadButton } from '../logos/UploadButton.tsx';
import { BrandFilter } from './BrandFilter.tsx';
import { Modal } from './Modal.tsx';
import { TileBadges } from './TileBadges.tsx';

/** Scroll positions per category, kept for the session (document 2 §4). */
const scrollPositions = new Map<AssetFolder, number>();

export interface PresetSelectorProps {
  folder: AssetFolder;
  open: boolean;
  onClose: () => void;
  /** The picked item's stored value (its name, a font's id) and the item itself. */
  onPick: (value: string, item: CatalogueItem) => void;
  /**
   * Offers the user's stored uploads beside the catalogue, picked for this use (a custom
   * pattern's image). Logos always offer them, placed as custom logos, with an upload button.
   */
  uploads?: UploadPick;
  /**
   * The entries that fit the use the chooser was opened for (a logo slot's types): only they are
   * listed until the player asks for every entry.
   */
  fits?: (item: CatalogueItem) => boolean;
  /** An entry hovered or focused (worn on the kit meanwhile), or null when none is. */
  onPreview?: (item: CatalogueItem | null) => void;
}

/**
 * The preset selector: filter, sub-categories, brand, sort tabs (default per category), a paged
 * grid of 96 with 'New' badges, and the Plus-only popup instead of applying a premium preset.
 */
export function PresetSelector({
  folder,
  open,
  onClose,
  onPick,
  uploads: uploadPick,
  fits,
  onPreview,
}: PresetSelectorProps) {
  const { t } = useTranslation();
  const { context } = useEditor();
  const user = useEditorValue(userAtom);
  const [items, setItems] = useState<CatalogueItem[] | null>(null);
  const [filter, setFilter] = useState('');
  const [category, setCategory] = useState('');
  const [brand, setBrand] = useState('');
  const [sort, setSort] = useState<PresetSort>(DEFAULT_PRESET_SORT[folder]);
  const [page, setPage] = useState(0);
  // Why the last pick was refused: a Plus preset, or one in early access (document 2 §4).
  const [refused, setRefused] = useState<'plus' | 'unavailable' | null>(null);
  // Logos offer the user's uploads as a category and an upload button (document 2 §2, §3).
  const [uploads, setUploads] = useState(false);
  const offersUploads = folder === 'logos' || uploadPick !== undefined;
  const [now] = useState(() => Date.now());
  const grid = useRef<HTMLDivElement>(null);
  const [everything, setEverything] = useState(false);
  // The kit goes back to how it was when the chooser closes, whatever was hovered last.
  const previewRef = useRef(onPreview);
  useEffect(() => {
    previewRef.current = onPreview;
  }, [onPreview]);
  useEffect(() => () => previewRef.current?.(null), []);

  useEffect(() => {
    if (!open) return;
    let live = true;
    loadCatalogue(context.api, folder)
      .then((list) => live && setItems(list))
      .catch(() => live && setItems([]));
    return () => {
      live = false;
    };
  }, [open, folder, context.api]);

  useLayoutEffect(() => {
    if (open && items && grid.current) grid.current.scrollTop = scrollPositions.get(folder) ?? 0;
  }, [open, items, folder]);

  const listed = useMemo(() => {
    const visible = presetsFor(items ?? [], user);
    return fits && !everything ? visible.filter(fits) : visible;
  }, [items, user, fits, everything]);
  const categories = useMemo(() => [...new Set(listed.flatMap((i) => i.cat ?? []))], [listed]);
  const brands = useMemo(() => brandOptions(listed), [listed]);
  const shown = presetPage(listed, { filter, category, brand, sort, page });
  const preview = (item: CatalogueItem | null) => {
    if (!onPreview) return;
    onPreview(item !== null && presetPickRefusal(user, item) === null ? item : null);
  };

  const pick = (item: CatalogueItem) => {
    const refusal = presetPickRefusal(user, item);
    if (refusal !== null) {
      setRefused(refusal);
      return;
    }
    scrollPositions.set(folder, grid.current?.scrollTop ?? 0);
    onPick(assetValue(folder, item), item);
    onClose();
  };

  return (
    <Modal
      title={t(`presets.title.${folder}`)}
      open={open}
      onClose={onClose}
      wide
      aside={onPreview !== undefined}
    >
      <div className="chooser-bar">
        <input
          aria-label={t('presets.filter')}
          placeholder={t('presets.filter')}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value);
            setPage(0);
          }}
        />
        {categories.length > 1 ? (
          <div role="group" aria-label={t('presets.categories')}>
            {['', ...categories].map((c) => (
              <button key={c} type="button" aria-pressed={category === c} onClick={() => setCategory(c)}>
                {c === '' ? t('presets.all') : t(categoryKey(c))}
              </button>
            ))}
          </div>
        ) : null}
        {fits ? (
          <button
            type="button"
            aria-pressed={everything}
            onClick={() => {
              setEverything((e) => !e);
              setCategory('');
              setBrand('');
              setPage(0);
            }}
          >
            {t('presets.everyLogo')}
          </button>
        ) : null}
        {brands.length > 0 ? <BrandFilter brands={brands} value={brand} onChange={setBrand} /> : null}
        {offersUploads ? (
          <>
            <button type="button" aria-pressed={uploads} onClick={() => setUploads((u) => !u)}>
              {t('upload.category')}
            </button>
            {folder === 'logos' ? <UploadButton onUploaded={onClose} /> : null}
            {uploadPick?.upload ? (
              <UploadButton
                upload={{
                  label: uploadPick.upload.label,
                  onFile: (file) => {
                    uploadPick.upload?.onFile(file);
                    onClose();
                  },
                }}
              />
            ) : null}
          </>
        ) : null}
        <div role="tablist" aria-label={t('templates.sort')}>
          {PRESET_SORTS_OF[folder].map((s) => (
            <button key={s} type="button" role="tab" aria-selected={sort === s} onClick={() => setSort(s)}>
              {t(`sort.${s}`)}
            </button>
          ))}
        </div>
      </div>
      {refused !== null ? (
        <div className="plus-popup" role="alert">
          <span>{t(refused === 'plus' ? 'kit.presetPlusOnly' : 'presets.earlyAccess')}</span>
          <a href="/plus/" target="_blank" rel="noreferrer">
            {t(refused === 'plus' ? 'link.getPlus' : 'link.getPlusUltimate')}
          </a>
          <button type="button" onClick={() => setRefused(null)}>
            {t('common.close')}
          </button>
        </div>
      ) : null}
      {uploads ? (
        <StoredUploads
          onPlaced={onClose}
          {...(uploadPick
            ? {
                pick: {
                  label: uploadPick.label,
                  onPick: (image) => {
                    uploadPick.onPick(image);
                    onClose();
                  },
                },
              }
            : {})}
        />
      ) : null}
      <div className="preset-grid" ref={grid} hidden={uploads}>
        {items === null ? <p role="status">{t('status.loading')}</p> : null}
        {items !== null && shown.items.length === 0 ? <p>{t('common.noResults')}</p> : null}
        <ul className="grid">
          {shown.items.map((item) => (
            <li key={item.name}>
              <button
                type="button"
                className="grid-item"
                onClick={() => pick(item)}
                onMouseEnter={() => preview(item)}
                onMouseLeave={() => preview(null)}
                onFocus={() => preview(item)}
                onBlur={() => preview(null)}
              >
                {(item.preview_url ?? item.url) && folder !== 'fonts' ? (
                  <img src={item.preview_url ?? item.url} alt="" loading="lazy" />
                ) : null}
                <span className="grid-name">{item.name}</span>
                <TileBadges
                  fresh={isNewPreset(item, folder, now)}
                  plus={item.premium === true}
                  admin={item.admin === true}
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
      {shown.pages > 1 && !uploads ? (
        <div className="pager">
          <button type="button" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            {t('presets.previous')}
          </button>
          <span>{t('presets.page', { page: page + 1, pages: shown.pages })}</span>
          <button type="button" disabled={page >= shown.pages - 1} onClick={() => setPage((p) => p + 1)}>
            {t('presets.next')}
          </button>
        </div>
      ) : null}
      {/* Document 2 §2: the request-logos prompt, for a club or brand the grid does not have. */}
      {offersUploads && !uploads ? <RequestLogo initialName={filter} /> : null}
    </Modal>
  );
}
