/** The settings both tabs share: background, overlay, blur, shadow and watermark (document 2 §3). */
import { useTranslation } from '../../i18n/index.ts';
import {
  BACKGROUND_MODES,
  BUILT_IN_BACKGROUNDS,
  COLOUR_MODES,
  CORNERS,
  LEVELS,
  OVERLAY_TYPES,
  WATERMARK_OPACITY,
  CREDITS_MAX_LENGTH,
  type Level,
  type PreviewSettings,
} from '../../tools/preview/settings.ts';
import { builtInBackgroundUrl } from '../../tools/preview/background.ts';
import { Choice } from '../widgets/Choice.tsx';
import { ColorSwatch } from '../widgets/ColorSwatch.tsx';
import { NumberSlider } from '../widgets/NumberSlider.tsx';
import { Toggle } from '../widgets/Toggle.tsx';
import { previewActions } from './preview-state.ts';

/** The opacity level shown for a stored percentage (the nearest of Min/Med/Max). */
function opacityLevel(opacity: number): Level {
  return LEVELS.reduce((best, level) =>
    Math.abs(WATERMARK_OPACITY[level] - opacity) < Math.abs(WATERMARK_OPACITY[best] - opacity) ? level : best,
  );
}

export function PreviewSettingsPanel({
  settings,
  snap,
  hasCustomImage,
  onCustomImage,
}: {
  settings: PreviewSettings;
  snap: Readonly<PreviewSettings>;
  hasCustomImage: boolean;
  onCustomImage: (file: File) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<PreviewSettings>) => previewActions.set(settings, patch);
  const levels = LEVELS.map((value) => ({ value, label: t(`preview.level.${value}`) }));
  return (
    <div className="preview-settings">
      <fieldset>
        <legend>{t('preview.backgroundSection')}</legend>
        <Toggle
          label={t('preview.background')}
          checked={snap.background}
          onChange={(background) => set({ background })}
        />
        {snap.background ? (
          <>
            <Choice
              label={t('preview.mode')}
              value={snap.mode}
              options={BACKGROUND_MODES.map((value) => ({ value, label: t(`preview.mode.${value}`) }))}
              onChange={(mode) => set({ mode })}
            />
            {COLOUR_MODES.has(snap.mode) ? (
              <div className="field">
                <span className="field-label">{t('preview.backgroundColor')}</span>
                <ColorSwatch
                  label={t('preview.backgroundColor')}
                  color={snap.backgroundColor}
                  onApply={(backgroundColor) => set({ backgroundColor })}
                />
              </div>
            ) : null}
            {snap.mode === 'image' ? (
              <div className="preview-images" role="group" aria-label={t('preview.images')}>
                {BUILT_IN_BACKGROUNDS.map((name, index) => (
                  <button
                    key={name}
                    type="button"
                    aria-pressed={snap.selectedBackground === index}
                    aria-label={t(`preview.image.${name}`)}
                    title={t(`preview.image.${name}`)}
                    onClick={() => set({ selectedBackground: index })}
                  >
                    <img src={builtInBackgroundUrl(index, true)} alt="" width={48} height={48} />
                  </button>
                ))}
              </div>
            ) : null}
            {snap.mode === 'image_custom' ? (
              <div className="field">
                <label className="field-label">
                  {t('preview.customImage')}
                  <input
                    type="file"
                    accept="image/jpeg,image/png"
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      if (file) onCustomImage(file);
                      event.target.value = '';
                    }}
                  />
                </label>
                <span className="muted">
                  {t(hasCustomImage ? 'preview.customImageLocal' : 'preview.customImageMissing')}
                </span>
              </div>
            ) : null}
            <Toggle
              label={t('preview.overlay')}
              checked={snap.overlay}
              onChange={(overlay) => set({ overlay })}
            />
            {snap.overlay ? (
              <>
                <Choice
                  label={t('preview.overlayType')}
                  value={snap.overlayType}
                  options={OVERLAY_TYPES.map((value) => ({ value, label: t(`preview.overlay.${value}`) }))}
                  onChange={(overlayType) => set({ overlayType })}
                />
                <NumberSlider
                  label={t('preview.overlayIntensity')}
                  value={snap.overlayIntensity}
                  min={0}
                  max={100}
                  onChange={(overlayIntensity) => set({ overlayIntensity })}
                />
              </>
            ) : null}
            <Toggle
              label={t('preview.blur')}
              checked={snap.blurBackground}
              onChange={(blurBackground) => set({ blurBackground })}
            />
            {snap.blurBackground ? (
              <Choice
                label={t('preview.blurIntensity')}
                value={snap.blurIntensity}
                options={levels}
                onChange={(blurIntensity) => set({ blurIntensity })}
              />
            ) : null}
          </>
        ) : null}
        <Toggle label={t('preview.shadow')} checked={snap.shadow} onChange={(shadow) => set({ shadow })} />
        {snap.shadow ? (
          <Choice
            label={t('preview.shadowIntensity')}
            value={snap.shadowIntensity}
            options={levels}
            onChange={(shadowIntensity) => set({ shadowIntensity })}
          />
        ) : null}
      </fieldset>
      <fieldset>
        <legend>{t('preview.watermarkSection')}</legend>
        <div className="field">
          <span className="field-label">{t('preview.watermarkColor')}</span>
          <ColorSwatch
            label={t('preview.watermarkColor')}
            color={snap.watermarkColor}
            onApply={(watermarkColor) => set({ watermarkColor })}
          />
        </div>
        <Choice
          label={t('preview.watermarkOpacity')}
          value={opacityLevel(snap.watermarkOpacity)}
          options={levels}
          onChange={(level) => set({ watermarkOpacity: WATERMARK_OPACITY[level] })}
        />
        <Choice
          label={t('preview.watermarkPosition')}
          value={snap.watermarkPosition}
          options={CORNERS.map((value) => ({ value, label: t(`preview.corner.${value}`) }))}
          onChange={(watermarkPosition) => set({ watermarkPosition })}
        />
        <Toggle
          label={t('preview.showCredits')}
          checked={snap.showCredits}
          onChange={(showCredits) => set({ showCredits })}
        />
        <Toggle
          label={t('preview.kitInfo')}
          checked={snap.kitInfo}
          onChange={(kitInfo) => set({ kitInfo })}
        />
        {snap.showCredits ? (
          <label className="field field-text">
            <span className="field-label">{t('preview.customCredits')}</span>
            <input
              type="text"
              value={snap.customCredits}
              maxLength={CREDITS_MAX_LENGTH}
              placeholder={t('preview.creditsDefault')}
              onChange={(event) => set({ customCredits: event.target.value })}
            />
          </label>
        ) : null}
      </fieldset>
    </div>
  );
}
