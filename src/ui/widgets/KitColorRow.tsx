import { useMemo } from 'react';
import { useTranslation } from '../../i18n/index.ts';
import { useEditorValue } from '../../editor/hooks.tsx';
import { kitColors } from '../../editor/kit.ts';
import { kitAtom } from '../../editor/state.ts';

/** More than a row of colours stops being "this kit's colours" and becomes a second palette. */
const MAX_SHOWN = 10;

export interface KitColorRowProps {
  current: string | null;
  onChoose: (hex: string) => void;
}

/**
 * The colours the open kit already wears, its main ones first and named by role (primary,
 * secondary, accent, trim: `kitColors` in src/kit, the same list Quick recolor shows), so a new
 * layer or a number can match the kit in one click.
 */
export function KitColorRow({ current, onChoose }: KitColorRowProps) {
  const { t } = useTranslation();
  const kit = useEditorValue(kitAtom);
  const colors = useMemo(() => kitColors(kit).slice(0, MAX_SHOWN), [kit]);
  if (colors.length === 0) return null;
  return (
    <section className="kit-colors" aria-label={t('color.kitColors')}>
      <h3>{t('color.kitColors')}</h3>
      <ul className="kit-color-list">
        {colors.map(({ color, role }) => {
          const roleName = role === null ? null : t(`recolor.role.${role}`);
          return (
            <li key={color}>
              <button
                type="button"
                className={`kit-color${current === color ? ' swatch-current' : ''}`}
                aria-label={roleName === null ? color : t('color.kitColor', { role: roleName, hex: color })}
                title={roleName === null ? color : t('color.kitColor', { role: roleName, hex: color })}
                onClick={() => onChoose(color)}
              >
                <span className="swatch" style={{ background: color }} aria-hidden="true" />
                {roleName === null ? null : <span className="kit-color-role">{roleName}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
