import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue, useSessionSetter } from '../../editor/hooks.tsx';
import { kitPictures, type KitPictures } from '../../editor/kit-pictures.ts';
import { loadTeams } from '../../editor/random.ts';
import { openDialogAtom, userAtom } from '../../editor/state.ts';
import { FM_KIT_TYPES, type FmKitType } from '../../editor/kit.ts';
import {
  DESIGN_LABEL_KEYS,
  GENERATOR_DESIGNS,
  type GeneratedKit,
  type GeneratorDesign,
  type Team,
} from '../../kit/random/index.ts';
import { Choice } from '../widgets/Choice.tsx';
import { Modal } from './Modal.tsx';
import './TestGeneration.css';

/**
 * The admin's test generation (document 2 §6): runs the random generator for a chosen team, kit
 * and design, shows the kit in the editor and what the generator returned (design, template and
 * the colours it fixed for each garment).
 */
export function TestGeneration() {
  const { t } = useTranslation();
  const editor = useEditor();
  const { actions } = editor;
  const open = useEditorValue(openDialogAtom) === 'generator';
  const admin = useEditorValue(userAtom)?.admin === true;
  const setDialog = useSessionSetter(openDialogAtom);
  const [teams, setTeams] = useState<Team[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [team, setTeam] = useState('');
  const [kitType, setKitType] = useState<FmKitType>('home');
  const [design, setDesign] = useState<GeneratorDesign | ''>('');
  const [result, setResult] = useState<GeneratedKit | null>(null);
  const [pictures, setPictures] = useState<KitPictures | null>(null);

  // Each result's pictures are object URLs: freed when replaced or when the dialog goes.
  useEffect(
    () => () => {
      if (pictures) for (const url of Object.values(pictures)) URL.revokeObjectURL(url);
    },
    [pictures],
  );

  useEffect(() => {
    if (!open || teams !== null) return;
    loadTeams().then(setTeams, () => setFailed(true));
  }, [open, teams]);

  if (!admin) return null;
  const designLabel = (d: GeneratorDesign) => t(DESIGN_LABEL_KEYS[d]);
  const generate = async () => {
    const chosen = teams?.find((entry) => entry.name === team) ?? null;
    const generated = await actions.testGeneration({ team: chosen, design: design || null, kitType });
    setResult(generated);
    // Pictures are a view of the kit already in the editor: if they cannot be drawn, the result stays.
    setPictures(
      generated
        ? await kitPictures(editor).catch((error: unknown) => {
            console.warn('Test generation pictures:', error);
            return null;
          })
        : null,
    );
  };
  return (
    <Modal title={t('generator.title')} open={open} onClose={() => setDialog(null)}>
      <div className="generator-form">
        <Choice
          label={t('generator.team')}
          value={team}
          options={[
            { value: '', label: t('generator.randomTeam') },
            ...(teams ?? []).map((entry) => ({ value: entry.name, label: entry.name })),
          ]}
          onChange={setTeam}
        />
        {failed ? <p role="alert">{t('generator.teamsFailed')}</p> : null}
        <Choice
          label={t('generator.kitType')}
          value={kitType}
          options={FM_KIT_TYPES.map((type) => ({ value: type, label: t(`generator.kitType.${type}`) }))}
          onChange={setKitType}
        />
        <Choice<GeneratorDesign | ''>
          label={t('generator.design')}
          value={design}
          options={[
            { value: '', label: t('generator.randomDesign') },
            ...GENERATOR_DESIGNS.map((d) => ({ value: d, label: designLabel(d) })),
          ]}
          onChange={setDesign}
        />
        <button type="button" className="primary" onClick={() => void generate()}>
          {t('generator.generate')}
        </button>
      </div>
      {result ? (
        <section className="generator-result" aria-label={t('generator.result')}>
          <p>{t('generator.resultDesign', { design: designLabel(result.design) })}</p>
          <p>{t('generator.resultTemplate', { template: result.templateName })}</p>
          {(['shirt', 'shorts', 'socks'] as const).map((garment) => (
            <p key={garment}>
              {t('generator.resultColors', { garment: t(`generator.garment.${garment}`) })}:{' '}
              {result.fixed[garment].map((hex) => (
                <span key={hex} className="generator-swatch">
                  <span className="swatch" style={{ background: hex }} aria-hidden="true" /> {hex}
                </span>
              ))}
            </p>
          ))}
          {pictures ? (
            <div className="generator-pictures">
              <img src={pictures.texture} alt={t('generator.resultTexture')} />
              <img src={pictures.miniKit} alt={t('generator.resultMiniKit')} />
            </div>
          ) : null}
        </section>
      ) : null}
    </Modal>
  );
}
