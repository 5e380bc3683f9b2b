import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue, usePreferences } from '../../editor/hooks.tsx';
import { findLayer, rotationStep, stackWithMembers, takesBorder, type Layer } from '../../editor/kit.ts';
import { kitAtom, layerAtom, selectedLayerAtom, userAtom } from '../../editor/state.ts';
import { Choice } from '../widgets/Choice.tsx';
import { ColorSwatch } from '../widgets/ColorSwatch.tsx';
import { NumberSlider } from '../widgets/NumberSlider.tsx';
import { Toggle } from '../widgets/Toggle.tsx';
import { ArmbandSettings } from './ArmbandSettings.tsx';
import { AssetSelect } from './AssetSelect.tsx';
import { CustomPatternImage } from './CustomPatternImage.tsx';
import { DesignPicker } from './DesignPicker.tsx';
import { choiceLabelKeys, fieldValue, layerFields, takesColorPair, type FieldControl } from './field-list.ts';
import { LayerMaps } from './LayerMaps.tsx';
import { layerDisplayName } from './layer-name.ts';

/** The settings of the active layer, every control generated from the kit's tables. */
export function LayerSettings() {
  const selected = useEditorValue(selectedLayerAtom);
  if (selected === null) return null;
  return <LayerSettingsOf uuid={selected} />;
}

function LayerSettingsOf({ uuid }: { uuid: string }) {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const prefs = usePreferences();
  const layer = useEditorValue(layerAtom(uuid));
  const kit = useEditorValue(kitAtom);
  const user = useEditorValue(userAtom);
  const place = layer ? findLayer(kit, uuid) : undefined;
  if (!layer || !place) return null;
  const fields = layerFields(layer, place.stack, kit.game, {
    shininess: prefs.layerLevelShininessMetalness,
    detail3D: prefs.layerLevelNormalDetail && user?.premium === true,
    stackLayers: stackWithMembers(kit, place.stack),
  });
  const label = (path: string) => t(`field.${path}`, { defaultValue: path });
  const render = (field: FieldControl) => {
    const value = fieldValue(layer, field.path);
    const key = `${uuid}-${field.path}`;
    switch (field.type) {
      case 'number':
        return (
          <NumberSlider
            key={key}
            label={label(field.path)}
            value={typeof value === 'number' ? value : 0}
            min={field.min}
            max={field.max}
            step={field.step}
            onBegin={actions.beginLayerEdit}
            onChange={(v) => actions.setLayerField(uuid, field.path, v)}
            onCommit={actions.commitLayerEdit}
            largeStep={field.rotation ? rotationStep : undefined}
          />
        );
      case 'bool':
        return (
          <Toggle
            key={key}
            label={label(field.path)}
            checked={value === true}
            onChange={(v) => actions.setLayerField(uuid, field.path, v)}
          />
        );
      case 'choice':
        return (
          <Choice
            key={key}
            label={label(field.path)}
            value={value as string | number}
            options={field.options.map((option) => ({
              value: option,
              label: t(choiceLabelKeys(layer, field.path, option), { defaultValue: String(option) }),
            }))}
            onChange={(v) => actions.setLayerField(uuid, field.path, v)}
          />
        );
      case 'asset':
        return (
          <AssetSelect
            key={key}
            label={label(field.path)}
            folder={field.folder}
            value={typeof value === 'string' ? value : ''}
            onChange={(v, item) =>
              field.folder === 'fonts'
                ? actions.setLayerField(uuid, field.path, v)
                : actions.changeAsset(uuid, v, item?.colors.length ?? 1)
            }
          />
        );
      case 'image':
        return <CustomPatternImage key={key} uuid={uuid} value={typeof value === 'string' ? value : ''} />;
      case 'text':
        return (
          <label key={key} className="field field-text">
            <span className="field-label">{label(field.path)}</span>
            <input
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => actions.setLayerField(uuid, field.path, event.target.value)}
            />
          </label>
        );
    }
  };
  const name = layerDisplayName(layer, t);
  return (
    <section className="layer-settings" aria-label={t('layers.settingsOf', { name })}>
      <h3>{name}</h3>
      {place.group ? (
        <p className="member-of">{t('groups.memberOf', { group: layerDisplayName(place.group.layer, t) })}</p>
      ) : null}
      {layer.n === 'design' ? <DesignPicker kit={kit} uuid={uuid} value={layer.type} /> : null}
      {layer.n === 'armband' ? <ArmbandSettings layer={layer} /> : null}
      {layer.n === 'group' ? <GroupMembers group={layer} /> : null}
      <Colors layer={layer} />
      {fields.own.map(render)}
      <h4>{t('layers.appearance')}</h4>
      {fields.appearance.map(render)}
      <LayerMaps uuid={uuid} />
    </section>
  );
}

/** A group's members (top first, as in the list) and the way back to loose layers. */
function GroupMembers({ group }: { group: Extract<Layer, { n: 'group' }> }) {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const name = layerDisplayName(group, t);
  return (
    <div className="group-members">
      <ul aria-label={t('groups.members', { name })}>
        {[...group.layers].reverse().map((member) => (
          <li key={member.uuid}>
            <button type="button" className="link-button" onClick={() => actions.selectLayer(member.uuid)}>
              {layerDisplayName(member, t)}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        aria-label={t('groups.ungroupNamed', { name })}
        onClick={() => void actions.ungroup(group.uuid)}
      >
        {t('groups.ungroup')}
      </button>
    </div>
  );
}

function Colors({ layer }: { layer: Layer }) {
  const { t } = useTranslation();
  const { actions } = useEditor();
  if (layer.c.length === 0) return null;
  const borderIndex = layer.border ? layer.c.length - 1 : -1;
  return (
    <div className="layer-colors" role="group" aria-label={t('layers.colors')}>
      <div className="swatches">
        {layer.c.map((color, index) => (
          <ColorSwatch
            key={index}
            label={index === borderIndex ? t('layers.borderColor') : t('layers.colorN', { n: index + 1 })}
            color={color}
            onApply={(hex) => actions.setLayerColor(layer.uuid, index, hex)}
            onApplyAll={(hex) => actions.quickRecolor([[color, hex]])}
          />
        ))}
      </div>
      {takesColorPair(layer) ? (
        <Toggle
          label={t('layers.twoColors')}
          checked={layer.c.length - (layer.border ? 1 : 0) === 2}
          onChange={() => actions.toggleColorPair(layer.uuid)}
        />
      ) : null}
      {takesBorder(layer) ? (
        <Toggle
          label={t('field.border')}
          checked={layer.border}
          onChange={() => actions.toggleBorder(layer.uuid)}
        />
      ) : null}
    </div>
  );
}
