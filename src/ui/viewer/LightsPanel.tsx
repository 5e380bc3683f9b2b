/**
 * The admin's custom lights (document 2: "Custom lights toggle with six intensity sliders"):
 * a Leva panel with the toggle and one slider per light, 0..2 step 0.01. The panel edits the
 * viewer state, which persists the values and feeds the scene's rig while the toggle is on.
 */
import { LevaPanel, useControls, useCreateStore } from 'leva';
import { useEffect, useState } from 'react';
import { snapshot } from 'valtio';
import { useTranslation } from '../../i18n/index.ts';
import { CUSTOM_LIGHT_NAMES, CUSTOM_LIGHT_RANGE, type CustomLights } from '../../scene/lighting.ts';
import { viewerActions as act } from './actions.ts';
import type { ViewerState } from './view-state.ts';

type LightsValues = CustomLights & { on: boolean };

/**
 * Leva in our design tokens, so the panel follows the theme and passes AA like the rest of the
 * app (Leva's own greys were 1.9:1 and 3.5:1 at 11 px).
 */
const LIGHTS_THEME = {
  colors: {
    elevation1: 'var(--surface-2)',
    elevation2: 'var(--surface)',
    elevation3: 'var(--surface-3)',
    accent1: 'var(--accent)',
    accent2: 'var(--accent-hover)',
    accent3: 'var(--accent)',
    highlight1: 'var(--text-muted)',
    highlight2: 'var(--text-muted)',
    highlight3: 'var(--text)',
    vivid1: 'var(--warning)',
    folderWidgetColor: 'var(--text-muted)',
    folderTextColor: 'var(--text)',
    toolTipBackground: 'var(--text)',
    toolTipText: 'var(--surface)',
  },
  fontSizes: { root: '12px' },
  fonts: { mono: 'var(--font-ui)', sans: 'var(--font-ui)' },
};

export function LightsPanel({ state }: { state: ViewerState }) {
  const { t } = useTranslation();
  const store = useCreateStore();
  // Leva owns the values once created: start it from the stored ones, read them back on change.
  const [schema] = useState(() => {
    const stored = snapshot(state).customLights;
    return {
      on: { value: stored.on, label: t('viewer.lights.on') },
      ...Object.fromEntries(
        CUSTOM_LIGHT_NAMES.map((name) => [
          name,
          { value: stored.values[name], ...CUSTOM_LIGHT_RANGE, label: t(`viewer.lights.${name}`) },
        ]),
      ),
    };
  });
  const values = useControls(schema, { store }) as unknown as LightsValues;
  const { on, ...lights } = values;
  const key = JSON.stringify(values);
  useEffect(() => {
    act.setCustomLights(state, on, lights);
    // `key` stands for every value: Leva hands a new object each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, key]);
  return (
    <div className="viewer-lights" role="group" aria-label={t('viewer.lights.title')}>
      <LevaPanel
        store={store}
        fill
        flat
        hideCopyButton
        titleBar={{ title: t('viewer.lights.title'), filter: false, drag: false }}
        theme={LIGHTS_THEME}
      />
    </div>
  );
}
