import { useState, useSyncExternalStore } from 'react';
import type { ApiClient, SavedKit } from '../../api/index.ts';
import { preferences } from '../../editor/prefs.ts';
import { loadGeneratorCatalogue } from '../../editor/random.ts';
import { loadGame } from '../../games/load.ts';
import { useTranslation } from '../../i18n/index.ts';
import { MINIKIT_STYLES, type MinikitStyle } from '../../tools/fm26.ts';
import { FmToolPage, useLoaded } from '../fm-tool-page.tsx';
import { MinikitSession } from './minikit-session.ts';
import { allSavedKits } from './saved-kits.ts';
import { RunBar, SavedKits, Uploads } from './MinikitParts.tsx';
import { MinikitPreview } from './MinikitPreview.tsx';

interface Ready {
  session: MinikitSession;
  saved: SavedKit[] | null;
}

const styleOf = (value: string): MinikitStyle =>
  (MINIKIT_STYLES as readonly string[]).includes(value) ? (value as MinikitStyle) : 'shirt';

/** /tools/minikit-generator/ (FM): saved kits and dropped textures -> 2D kits in one ZIP. */
export function MinikitApp({ api }: { api: ApiClient }) {
  const loaded = useLoaded(async (): Promise<Ready> => {
    // The player's saved FM kits need a session; signed out, the page still takes textures.
    const savedKits = async () => {
      const me = await api.me().catch(() => null);
      if (!me?.logged_in) return { user: undefined, saved: null };
      return { user: me, saved: await allSavedKits(api, 'fm') };
    };
    const [catalogue, , { user, saved }] = await Promise.all([
      loadGeneratorCatalogue(api),
      loadGame('fm'),
      savedKits(),
    ]);
    return { session: new MinikitSession(catalogue, user), saved };
  });
  return (
    <FmToolPage
      titleKey="minikit.title"
      introKey="minikit.intro"
      loaded={loaded}
      work={({ session, saved }) => <MinikitWork session={session} saved={saved} />}
    />
  );
}

function MinikitWork({ session, saved }: { session: MinikitSession; saved: SavedKit[] | null }) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(session.subscribe, () => session.state);
  const [style, setStyle] = useState<MinikitStyle>(styleOf(preferences.minikitStyle));
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const running = state.run.status === 'running';
  const count = chosen.size + state.uploads.length;
  const chosenKits = (saved ?? []).filter((kit) => chosen.has(kit.id));
  return (
    <>
      <section className="tool-card" aria-labelledby="minikit-style">
        <h2 id="minikit-style">{t('minikit.style')}</h2>
        <label className="minikit-field">
          <span>{t('minikit.style')}</span>
          <select
            value={style}
            disabled={running}
            onChange={(event) => {
              const next = styleOf(event.target.value);
              preferences.minikitStyle = next;
              setStyle(next);
            }}
          >
            {MINIKIT_STYLES.map((value) => (
              <option key={value} value={value}>
                {t(`minikit.style.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </section>
      <SavedKits saved={saved} chosen={chosen} onChange={setChosen} disabled={running} />
      <Uploads session={session} state={state} disabled={running} />
      <MinikitPreview session={session} kits={chosenKits} uploads={state.uploads} style={style} />
      <RunBar
        state={state}
        count={count}
        onGenerate={() => void session.generate(chosenKits, style)}
        onCancel={() => session.cancel()}
      />
    </>
  );
}
