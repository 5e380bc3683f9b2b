import { languagesOf, useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue, usePreferences } from '../../editor/hooks.tsx';
import { textureScaleChoices, UV_QUALITIES } from '../../editor/actions/kit.ts';
import { gameHasRoughness, KIT_NAME_MAX, KIT_RANGES } from '../../editor/kit.ts';
import { preferences } from '../../editor/prefs.ts';
import { kitAtom, userAtom } from '../../editor/state.ts';
import { Choice } from '../widgets/Choice.tsx';
import { NumberSlider } from '../widgets/NumberSlider.tsx';
import { Toggle } from '../widgets/Toggle.tsx';
import { CollarPicker, ShortsPicker } from './GarmentPickers.tsx';
import { RandomTeamChoice } from './RandomTeamChoice.tsx';

/** Kit settings and display settings (document 1 §3, document 2 §3 "Settings"). */
export function KitSettings() {
  const { t, i18n } = useTranslation();
  const { actions } = useEditor();
  const prefs = usePreferences();
  const kit = useEditorValue(kitAtom);
  const user = useEditorValue(userAtom);
  const template = actions.templates().find((info) => info.name === kit.template);
  const collars = template?.collars ?? 1;
  const football = kit.game === 'fifa' || kit.game === 'eafc';
  return (
    <div className="settings-panel">
      <h2>{t('settings.kit')}</h2>
      <label className="field field-text">
        <span className="field-label">{t('settings.name')}</span>
        <input
          value={kit.name}
          maxLength={KIT_NAME_MAX}
          onChange={(event) => actions.setKitName(event.target.value)}
        />
      </label>
      <NumberSlider
        label={t('settings.shininess')}
        value={kit.shininess}
        min={KIT_RANGES.shininess.min}
        max={KIT_RANGES.shininess.max}
        disabled={!gameHasRoughness(kit.game)}
        onBegin={actions.beginKitEdit}
        onChange={(v) => actions.setKitSetting('shininess', v)}
        onCommit={actions.commitKitEdit}
      />
      {gameHasRoughness(kit.game) ? (
        <NumberSlider
          label={t('settings.metalness')}
          value={kit.metalness}
          min={KIT_RANGES.metalness.min}
          max={KIT_RANGES.metalness.max}
          onBegin={actions.beginKitEdit}
          onCommit={actions.commitKitEdit}
          onChange={(v) => actions.setKitSetting('metalness', v)}
        />
      ) : null}
      {collars > 1 ? <CollarPicker kit={kit} collars={collars} shapes={template?.collarShapes} /> : null}
      {football ? <ShortsPicker kit={kit} /> : null}
      <Toggle
        label={t('settings.hideTemplateDetails')}
        checked={kit.hideTemplateDetails}
        onChange={(v) => actions.setKitSetting('hideTemplateDetails', v)}
      />
      <h2>{t('settings.editor')}</h2>
      <Choice
        label={t('settings.textureScale')}
        value={prefs.textureScale}
        options={textureScaleChoices(kit.game, user).map((c) => ({
          value: c.value,
          label: `${c.size}x${c.size}${c.plus ? ` (${t('common.plus')})` : ''}`,
        }))}
        onChange={(v) => actions.setTextureScale(v)}
      />
      <Choice
        label={t('settings.uvQuality')}
        value={prefs.uvQuality}
        options={UV_QUALITIES.map((q) => ({
          value: q.value,
          label: `${t(q.label)}${actions.uvQualityNeedsPlus(q.value) ? ` (${t('common.plus')})` : ''}`,
        }))}
        onChange={(v) => actions.setUvQuality(v)}
      />
      <Toggle
        label={t('settings.undoRedo')}
        checked={prefs.undoRedo}
        onChange={(v) => (preferences.undoRedo = v)}
      />
      <Toggle
        label={t('settings.layerShininess')}
        checked={prefs.layerLevelShininessMetalness}
        onChange={(v) => (preferences.layerLevelShininessMetalness = v)}
      />
      <Toggle
        label={t('settings.detailNormals')}
        checked={prefs.detailNormals}
        onChange={(v) => (preferences.detailNormals = v)}
      />
      <Toggle
        label={t('settings.layerDetail')}
        checked={prefs.layerLevelNormalDetail}
        onChange={(v) => (preferences.layerLevelNormalDetail = v)}
      />
      <RandomTeamChoice />
      <Choice
        label={t('settings.theme')}
        value={prefs.theme}
        options={[
          { value: 'dark' as const, label: t('settings.themeDark') },
          { value: 'light' as const, label: t('settings.themeLight') },
        ]}
        onChange={(v) => (preferences.theme = v)}
      />
      <Choice
        label={t('settings.language')}
        value={prefs.language}
        options={languagesOf(kit.game).map((language) => ({
          value: language.code,
          label: language.name,
        }))}
        onChange={(v) => {
          preferences.language = v;
          void i18n.changeLanguage(v);
        }}
      />
    </div>
  );
}
