import { useState } from 'react';
import type { ApiClient } from '../../api/index.ts';
import { useTranslation } from '../../i18n/index.ts';
import { kitFonts, teamkitForm, type KitFonts, type TeamkitForm } from '../../tools/teamkits.ts';
import { FmToolPage, useLoaded } from '../fm-tool-page.tsx';
import {
  gameFromAddress,
  loadKitSources,
  sourceKit,
  TEAMKITS_GAMES,
  type KitSources,
  type TeamkitsGame,
} from './kit-sources.ts';
import { TeamkitsEvidence } from './TeamkitsEvidence.tsx';
import { TeamkitsExport } from './TeamkitsExport.tsx';
import { TeamkitsFields } from './TeamkitsFields.tsx';

/** /tools/edit-teamkits/ (FIFA, EA FC): one kit -> its row of the game's teamkits table. */
export function TeamkitsApp({ api }: { api: ApiClient }) {
  const [game, setGame] = useState<TeamkitsGame>(() => gameFromAddress(window.location.search));
  const loaded = useLoaded(() => loadKitSources(api));
  return (
    <FmToolPage
      titleKey="teamkits.title"
      introKey="teamkits.intro"
      back={{ href: `/${game}/`, label: 'teamkits.openEditor' }}
      loaded={loaded}
      work={(sources) => <TeamkitsWork sources={sources} game={game} onGame={setGame} />}
    />
  );
}

interface Chosen {
  form: TeamkitForm;
  fonts: KitFonts;
}

function TeamkitsWork({
  sources,
  game,
  onGame,
}: {
  sources: KitSources;
  game: TeamkitsGame;
  onGame: (game: TeamkitsGame) => void;
}) {
  const { t } = useTranslation();
  const [sourceId, setSourceId] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const list = sources.byGame[game];

  /** A kit chosen: its colours replace the form's; what the player typed stays. */
  const choose = (id: string, inGame = game) => {
    setSourceId(id);
    const source = sources.byGame[inGame].find((s) => s.id === id);
    if (!source) return setChosen(null);
    const kit = sourceKit(source, inGame);
    const fresh = teamkitForm(kit, chosen?.form.layout);
    setChosen({
      form: chosen ? { ...fresh, numbers: chosen.form.numbers } : fresh,
      fonts: kitFonts(kit),
    });
  };

  return (
    <>
      <section className="tool-card" aria-labelledby="teamkits-kit">
        <h2 id="teamkits-kit">{t('teamkits.kit')}</h2>
        <div className="teamkits-grid">
          <label className="teamkits-field">
            <span>{t('teamkits.game')}</span>
            <select
              value={game}
              onChange={(event) => {
                onGame(event.target.value as TeamkitsGame);
                setSourceId('');
                setChosen(null);
              }}
            >
              {TEAMKITS_GAMES.map((g) => (
                <option key={g} value={g}>
                  {t(`inspiration.gameName.${g}`)}
                </option>
              ))}
            </select>
          </label>
          {list.length > 0 ? (
            <label className="teamkits-field">
              <span>{t('teamkits.kit')}</span>
              <select value={sourceId} onChange={(event) => choose(event.target.value)}>
                <option value="" disabled>
                  {t('teamkits.chooseKit')}
                </option>
                {list.map((source) => (
                  <option key={source.id} value={source.id}>
                    {source.draft ? t('teamkits.draft', { name: source.name }) : source.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        {!sources.signedIn ? <p className="muted">{t('teamkits.signedOut')}</p> : null}
        {list.length === 0 ? (
          <p className="muted">{t('teamkits.noKits', { game: t(`inspiration.gameName.${game}`) })}</p>
        ) : null}
      </section>
      {chosen ? (
        <>
          <TeamkitsFields
            form={chosen.form}
            fonts={chosen.fonts}
            onChange={(form) => setChosen({ ...chosen, form })}
          />
          <TeamkitsExport form={chosen.form} onChange={(form) => setChosen({ ...chosen, form })} />
        </>
      ) : null}
      <TeamkitsEvidence />
    </>
  );
}
