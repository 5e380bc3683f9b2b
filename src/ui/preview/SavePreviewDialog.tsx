/**
 * The Save preview dialog (document 2 §2, §4): tabs Image and GIF over one live preview and the
 * shared settings. While it is open the view is in screenshot mode (document 1 §4: rotation
 * stopped, mannequin hidden, shorts shown, free view off); closing, cancelling or a failure
 * leaves it, so the view comes back as it was.
 */
import { Tabs } from 'radix-ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import { kitInfo } from '../../editor/kit.ts';
import { kitAtom } from '../../editor/state.ts';
import { message, TOAST_MS, type Message } from '../../editor/messages.ts';
import { htmlLang, useTranslation } from '../../i18n/index.ts';
import {
  GIF_DURATION,
  GIF_FRAME_COUNTS,
  GIF_RESOLUTIONS,
  LAYOUTS,
  RESOLUTIONS,
  imageFormat,
  imageSize,
  type ExportMode,
  type PreviewSettings,
} from '../../tools/preview/settings.ts';
import { Modal } from '../dialogs/Modal.tsx';
import { Choice } from '../widgets/Choice.tsx';
import { NumberSlider } from '../widgets/NumberSlider.tsx';
import { gifSizeEstimate, megabytes } from '../../tools/preview/gif-size.ts';
import { downloadBlob, PreviewExporter, type GifProgress, type SceneAccess } from './exporter.ts';
import { PreviewCanvas } from './PreviewCanvas.tsx';
import { PreviewSettingsPanel } from './PreviewSettingsPanel.tsx';
import { previewActions, previewSettings } from './preview-state.ts';
import { readCustomImage, useBackgroundImages } from './use-background-images.ts';
import './preview.css';

function errorDetail(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A failure the dialog words itself (an i18n message), rather than an exception's text. */
const isMessage = (error: unknown): error is Message =>
  typeof error === 'object' && error !== null && 'key' in error && !(error instanceof Error);

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function SavePreviewDialog({
  scene,
  setScreenshotMode,
  onClose,
}: {
  /** The live scene once the view draws in screenshot mode; null if it never does. */
  scene: () => Promise<SceneAccess | null>;
  setScreenshotMode: (on: boolean) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const editor = useEditor();
  const settings = previewSettings();
  const snap = useSnapshot(settings) as Readonly<PreviewSettings>;
  // Shown before export: the size the chosen settings will write, in the player's number format.
  const gifMegabytes = new Intl.NumberFormat(htmlLang(i18n.language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(megabytes(gifSizeEstimate(snap)));
  const [exporter, setExporter] = useState<PreviewExporter | null>(null);
  const [busy, setBusy] = useState(false);
  const [gif, setGif] = useState<GifProgress>({ phase: 'idle' });
  const gifAbort = useRef<AbortController | null>(null);

  const fail = useCallback(
    (error: unknown) => {
      if (isAbort(error)) return;
      console.error(error);
      const detail = isMessage(error) ? error : errorDetail(error);
      editor.context.toast(message('preview.error', { detail }), TOAST_MS.long, 'error');
      onClose();
    },
    [editor, onClose],
  );
  const images = useBackgroundImages(snap.mode, snap.selectedBackground, fail);

  // Screenshot mode while open; the exporter once the view has drawn in it (loading, then ready).
  useEffect(() => {
    setScreenshotMode(true);
    let live = true;
    let made: PreviewExporter | null = null;
    void (async () => {
      const access = await scene();
      await editor.bridge.idle();
      if (!live) return;
      if (!access) return fail(message('preview.noCanvas'));
      made = new PreviewExporter(access);
      setExporter(made);
    })();
    return () => {
      live = false;
      gifAbort.current?.abort();
      made?.dispose();
      setScreenshotMode(false);
    };
  }, [editor, scene, setScreenshotMode, fail]);

  const text = useMemo(
    () => ({ mark: t('preview.watermarkMark'), credits: t('preview.creditsDefault') }),
    [t],
  );
  const kit = useEditorValue(kitAtom);
  const info = useMemo(() => {
    if (!snap.kitInfo) return null;
    const data = kitInfo(kit);
    return {
      collar: t('preview.kitInfoCollar', { value: data.collar }),
      rows: [
        { label: t('tab.shirt'), colours: data.shirt },
        { label: t('tab.shorts'), colours: data.shorts },
      ],
    };
  }, [snap.kitInfo, kit, t]);
  const input = useMemo(
    () => ({
      settings: snap as PreviewSettings,
      images: { builtIn: images.builtIn, custom: images.custom, watermarkMask: images.watermarkMask },
      text,
      info,
    }),
    [snap, images.builtIn, images.custom, images.watermarkMask, text, info],
  );
  const output = imageSize(snap.resolution);
  // A picture on a built-in image waits for that image, so the file never lacks it.
  // The emblem is part of every picture: wait for its mask (a failed load leaves the wordmark).
  const ready =
    exporter !== null &&
    !images.maskPending &&
    !(snap.background && snap.mode === 'image' && !images.builtIn);
  const aspect = snap.exportMode === 'gif' ? 1 : output.width / output.height;

  const downloadImage = async () => {
    if (!exporter) return;
    setBusy(true);
    try {
      const blob = await exporter.exportImage(input);
      downloadBlob(blob, `kit-preview.${imageFormat(snap) === 'png' ? 'png' : 'jpg'}`);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const downloadGif = async () => {
    if (!exporter) return;
    const abort = new AbortController();
    gifAbort.current = abort;
    setBusy(true);
    try {
      const blob = await exporter.exportGif(input, setGif, abort.signal);
      downloadBlob(blob, 'kit-turntable.gif');
    } catch (error) {
      fail(error);
    } finally {
      gifAbort.current = null;
      setBusy(false);
      setGif({ phase: 'idle' });
    }
  };

  /** Cancel stops the GIF at once (both workers end) and leaves screenshot mode with the dialog. */
  const cancelGif = () => {
    gifAbort.current?.abort();
    onClose();
  };

  const onCustomImage = (file: File) => {
    readCustomImage(file).then((bitmap) => {
      if (bitmap) images.setCustom(bitmap);
      else editor.context.toast(message('preview.invalidFiletype'), TOAST_MS.long, 'error');
    }, fail);
  };

  const gifStatus =
    gif.phase === 'adding'
      ? t('preview.addingImages')
      : gif.phase === 'rendering'
        ? t('preview.rendering', { percent: String(gif.percent) })
        : null;

  return (
    <Modal title={t('preview.title')} open onClose={onClose} wide>
      <Tabs.Root
        className="preview-dialog"
        value={snap.exportMode}
        onValueChange={(exportMode) => previewActions.set(settings, { exportMode: exportMode as ExportMode })}
      >
        <Tabs.List className="tab-list" aria-label={t('preview.title')}>
          <Tabs.Trigger className="tab" value="image" disabled={busy}>
            {t('preview.tabImage')}
          </Tabs.Trigger>
          <Tabs.Trigger className="tab" value="gif" disabled={busy}>
            {t('preview.tabGif')}
          </Tabs.Trigger>
        </Tabs.List>
        <div className="preview-body">
          <div className="preview-left">
            {exporter ? (
              <PreviewCanvas
                exporter={exporter}
                input={input}
                settings={settings}
                aspect={aspect}
                onError={fail}
              />
            ) : (
              <div className="preview-loading-box">{t('preview.loading')}</div>
            )}
            <button type="button" onClick={() => previewActions.resetPosition(settings)}>
              {t('preview.resetPosition')}
            </button>
          </div>
          <div className="preview-right">
            <PreviewSettingsPanel
              settings={settings}
              snap={snap}
              hasCustomImage={images.custom !== null}
              onCustomImage={onCustomImage}
            />
            <Tabs.Content value="image" className="preview-output">
              <Choice
                label={t('preview.resolution')}
                value={snap.resolution}
                options={RESOLUTIONS.map((value) => ({ value, label: value }))}
                onChange={(resolution) => previewActions.set(settings, { resolution })}
              />
              <Choice
                label={t('preview.layout')}
                value={snap.layout}
                options={LAYOUTS.map((value) => ({ value, label: t(`preview.layout.${value}`) }))}
                onChange={(layout) => previewActions.set(settings, { layout })}
              />
              {snap.background ? null : <p className="muted">{t('preview.pngNote')}</p>}
              <button
                type="button"
                className="primary"
                disabled={!ready || busy}
                onClick={() => void downloadImage()}
              >
                {busy ? t('preview.processing') : t('preview.downloadImage')}
              </button>
            </Tabs.Content>
            <Tabs.Content value="gif" className="preview-output">
              <Choice
                label={t('preview.gifResolution')}
                value={snap.gifResolution}
                options={GIF_RESOLUTIONS.map((value) => ({ value, label: `${value}x${value}` }))}
                disabled={busy}
                onChange={(gifResolution) => previewActions.set(settings, { gifResolution })}
              />
              <NumberSlider
                label={t('preview.gifDuration')}
                value={snap.gifDuration}
                min={GIF_DURATION.min}
                max={GIF_DURATION.max}
                step={GIF_DURATION.step}
                disabled={busy}
                onChange={(gifDuration) => previewActions.set(settings, { gifDuration })}
              />
              <Choice
                label={t('preview.gifFrames')}
                value={snap.gifSteps}
                options={GIF_FRAME_COUNTS.map((count, index) => ({ value: index, label: String(count) }))}
                disabled={busy}
                onChange={(gifSteps) => previewActions.set(settings, { gifSteps })}
              />
              <NumberSlider
                label={t('preview.gifQuality')}
                value={snap.gifQuality}
                min={0}
                max={100}
                disabled={busy}
                onChange={(gifQuality) => previewActions.set(settings, { gifQuality })}
              />
              <p className="preview-estimate" id="gif-size-estimate">
                {t('preview.gifSizeEstimate', { size: gifMegabytes })}
              </p>
              {gifStatus ? (
                <div className="preview-progress">
                  <span role="status">{gifStatus}</span>
                  <progress
                    max={100}
                    value={
                      gif.phase === 'rendering'
                        ? gif.percent
                        : gif.phase === 'adding'
                          ? (100 * gif.frame) / gif.frames
                          : 0
                    }
                    aria-label={gifStatus}
                  />
                  <button type="button" onClick={cancelGif}>
                    {t('preview.cancel')}
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className="primary"
                  disabled={!ready || busy}
                  aria-describedby="gif-size-estimate"
                  onClick={() => void downloadGif()}
                >
                  {busy ? t('preview.processing') : t('preview.downloadGif')}
                </button>
              )}
            </Tabs.Content>
          </div>
        </div>
      </Tabs.Root>
    </Modal>
  );
}
