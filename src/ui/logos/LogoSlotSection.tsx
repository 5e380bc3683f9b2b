import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue } from '../../editor/hooks.tsx';
import type { CatalogueItem } from '../../editor/catalogue.ts';
import {
  CUSTOM_POSITION_RANGES,
  fitsLogoSlot,
  isLogoColorEnabled,
  LOGO_RANGES,
  LOGO_SLOT_FIELDS,
  rangeIn,
  slotLogo,
  type Area,
  type KitLogo,
  type LogoSlot,
} from '../../editor/kit.ts';
import { logoAreaAtom } from '../../editor/logos.ts';
import { kitAtom } from '../../editor/state.ts';
import { PresetSelector } from '../dialogs/PresetSelector.tsx';
import { ColorSwatch } from '../widgets/ColorSwatch.tsx';
import { NumberSlider } from '../widgets/NumberSlider.tsx';
import { Toggle } from '../widgets/Toggle.tsx';

export interface LogoSlotSectionProps {
  slot: LogoSlot;
  /** The logo catalogue, to size a chosen logo's colours to its image count. */
  catalogue: readonly CatalogueItem[];
}

/**
 * One logo slot of the kit: choose its logo (preset selector), its colours and recolour in the
 * tab's area, whether it shows there, the slot's sliders with their §5 ranges, the custom position
 * when the area has custom positioning on, and remove.
 */
export function LogoSlotSection({ slot, catalogue }: LogoSlotSectionProps) {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const kit = useEditorValue(kitAtom);
  const area = useEditorValue(logoAreaAtom);
  const [choosing, setChoosing] = useState(false);
  const logo = slotLogo(kit, slot);
  const slotName = t(`logos.slot.${slot}`);
  const choose = (name: string) => {
    const item = catalogue.find((entry) => entry.name === name);
    actions.chooseSlotLogo(slot, name, item?.colors.length ?? 1);
  };
  const fits = useCallback((item: CatalogueItem) => fitsLogoSlot(slot, item.type), [slot]);
  const preview = useCallback(
    (item: CatalogueItem | null) =>
      item ? actions.previewSlotLogo(slot, item.name, item.colors.length) : actions.endLogoPreview(),
    [actions, slot],
  );
  return (
    <section className="logo-slot" aria-label={slotName}>
      <div className="logo-slot-head">
        <h3>{slotName}</h3>
        <span className="logo-slot-name">{logo?.l || t('logos.empty')}</span>
      </div>
      <div className="logo-slot-actions">
        <button type="button" onClick={() => setChoosing(true)}>
          {t('logos.choose', { slot: slotName })}
        </button>
        {logo ? (
          <button type="button" onClick={() => actions.removeSlotLogo(slot)}>
            {t('logos.remove', { slot: slotName })}
          </button>
        ) : null}
      </div>
      {logo ? <LogoSettings logo={logo} area={area} customPosition={kit.customPos.includes(area)} /> : null}
      {choosing ? (
        <PresetSelector
          folder="logos"
          open={choosing}
          onClose={() => setChoosing(false)}
          onPick={choose}
          fits={fits}
          onPreview={preview}
        />
      ) : null}
    </section>
  );
}

function LogoSettings({
  logo,
  area,
  customPosition,
}: {
  logo: KitLogo;
  area: Area;
  customPosition: boolean;
}) {
  const { t } = useTranslation();
  const { actions } = useEditor();
  const kit = useEditorValue(kitAtom);
  const areaName = t(`area.${area}`);
  const ranges = LOGO_RANGES[logo.t];
  const customRanges = CUSTOM_POSITION_RANGES[area];
  return (
    <>
      <div className="layer-colors" role="group" aria-label={t('logos.colors', { area: areaName })}>
        <div className="swatches">
          {logo.c[area].map((color, index) =>
            isLogoColorEnabled(logo, index) ? (
              <ColorSwatch
                key={index}
                label={t('logos.colorN', { n: index + 1 })}
                color={color}
                onApply={(hex) => actions.setLogoColor(logo.uuid, area, index, hex)}
                onApplyAll={(hex) => actions.quickRecolor([[color, hex]])}
              />
            ) : (
              <span
                key={index}
                className="swatch swatch-large swatch-off"
                style={{ background: color }}
                title={t('logos.colorNeedsRecolor')}
              />
            ),
          )}
        </div>
        <Toggle
          label={t('field.recolor')}
          checked={logo.recolor}
          onChange={(v) => actions.setLogoField(logo.uuid, 'recolor', v)}
        />
        {logo.recolor ? (
          <Toggle
            label={t('field.recolorInternal')}
            checked={logo.recolorInternal}
            onChange={(v) => actions.setLogoField(logo.uuid, 'recolorInternal', v)}
          />
        ) : null}
      </div>
      <Toggle
        label={t('logos.showOn', { area: areaName })}
        checked={logo.pos[area].display}
        onChange={(v) => actions.setLogoShown(logo.uuid, area, v)}
      />
      {LOGO_SLOT_FIELDS[logo.t].map((field) => {
        const range = rangeIn(ranges[field], kit.game);
        return (
          <NumberSlider
            key={`${logo.uuid}-${field}`}
            label={t(`field.${field}`)}
            value={logo[field]}
            min={range.min}
            max={range.max}
            onBegin={actions.beginLogoEdit}
            onChange={(v) => actions.setLogoField(logo.uuid, field, v)}
            onCommit={actions.commitLogoEdit}
          />
        );
      })}
      {customPosition
        ? (['x', 'y'] as const).map((axis) => (
            <NumberSlider
              key={`${logo.uuid}-${area}-${axis}`}
              label={t(axis === 'x' ? 'logos.customX' : 'logos.customY', { area: areaName })}
              value={logo.pos[area][axis]}
              min={customRanges[axis].min}
              max={customRanges[axis].max}
              onBegin={actions.beginLogoEdit}
              onChange={(v) => actions.setLogoCustomPosition(logo.uuid, area, axis, v)}
              onCommit={actions.commitLogoEdit}
            />
          ))
        : null}
    </>
  );
}
