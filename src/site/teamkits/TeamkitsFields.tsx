import { useTranslation } from '../../i18n/index.ts';
import {
  TEAMKIT_COLOURS,
  TEAMKIT_TYPES,
  type KitFonts,
  type TeamkitColour,
  type TeamkitForm,
  type TeamkitNumber,
} from '../../tools/teamkits.ts';

/** The ids and settings the kit cannot know, typed by the player. */
const ID_FIELDS: readonly TeamkitNumber[] = ['teamtechid', 'teamkitid', 'year'];
const GAME_FIELDS: readonly TeamkitNumber[] = [
  'numberfonttype',
  'jerseynamefonttype',
  'shortsnumberfonttype',
  'jerseycollargeometrytype',
  'teamcolorprimpercent',
  'teamcolorsecpercent',
  'teamcolortertpercent',
];

/** The row's fields: ids and kit type, the game's own ids, and the colours taken from the kit. */
export function TeamkitsFields({
  form,
  fonts,
  onChange,
}: {
  form: TeamkitForm;
  fonts: KitFonts;
  onChange: (form: TeamkitForm) => void;
}) {
  const { t } = useTranslation();
  const setNumber = (field: TeamkitNumber, value: string) =>
    onChange({ ...form, numbers: { ...form.numbers, [field]: value } });
  const setColour = (field: TeamkitColour, value: string) =>
    onChange({ ...form, colours: { ...form.colours, [field]: value } });
  const numberField = (field: TeamkitNumber) => (
    <label key={field} className="teamkits-field">
      <span>
        {t(`teamkits.field.${field}`)} <code>{field}</code>
      </span>
      <input
        inputMode="numeric"
        value={form.numbers[field]}
        onChange={(event) => setNumber(field, event.target.value)}
      />
    </label>
  );
  const font = fonts.number ?? fonts.shortsNumber;
  return (
    <>
      <section className="tool-card" aria-labelledby="teamkits-ids">
        <h2 id="teamkits-ids">{t('teamkits.ids')}</h2>
        <div className="teamkits-grid">
          {ID_FIELDS.map(numberField)}
          <label className="teamkits-field">
            <span>
              {t('teamkits.field.teamkittypetechid')} <code>teamkittypetechid</code>
            </span>
            <select
              value={form.numbers.teamkittypetechid}
              onChange={(event) => setNumber('teamkittypetechid', event.target.value)}
            >
              {TEAMKIT_TYPES.map((type) => (
                <option key={type.value} value={String(type.value)}>
                  {`${type.value} · ${t(`teamkits.type.${type.name}`)}`}
                </option>
              ))}
            </select>
          </label>
        </div>
      </section>
      <section className="tool-card" aria-labelledby="teamkits-game-ids">
        <h2 id="teamkits-game-ids">{t('teamkits.gameIds')}</h2>
        <p className="muted">
          {font ? t('teamkits.kitFont', { font }) : null} {t('teamkits.gameIdsHint')}
        </p>
        <div className="teamkits-grid">{GAME_FIELDS.map(numberField)}</div>
      </section>
      <section className="tool-card" aria-labelledby="teamkits-colours">
        <h2 id="teamkits-colours">{t('teamkits.colours')}</h2>
        <div className="teamkits-grid">
          {TEAMKIT_COLOURS.filter(
            (field) => form.layout === 'fc25' || field !== 'jerseynameoutlinecolor',
          ).map((field) => (
            <label key={field} className="teamkits-field teamkits-colour">
              <input
                type="color"
                aria-label={t(`teamkits.colour.${field}`)}
                value={form.colours[field]}
                onChange={(event) => setColour(field, event.target.value)}
              />
              <span>
                {t(`teamkits.colour.${field}`)} <code>{form.colours[field]}</code>
              </span>
            </label>
          ))}
        </div>
      </section>
    </>
  );
}
