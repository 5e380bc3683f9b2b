import { DropdownMenu } from 'radix-ui';
import { useTranslation } from '../../i18n/index.ts';
import { useEditor, useEditorValue, useSessionSetter } from '../../editor/hooks.tsx';
import { assetValue, catalogueForChooser, type AssetFolder } from '../../editor/catalogue.ts';
import type { LayerKind, StackName } from '../../editor/kit.ts';
import { kitAtom, openDialogAtom, userAtom } from '../../editor/state.ts';

/** The kinds a user adds from the menu, with the catalogue that supplies their first asset. */
const ADDABLE: readonly { kind: LayerKind; folder?: AssetFolder; field?: string }[] = [
  { kind: 'design' },
  { kind: 'pattern', folder: 'patterns', field: 'p' },
  { kind: 'custom_pattern' },
  { kind: 'graphic', folder: 'graphics', field: 'g' },
  { kind: 'text', folder: 'fonts', field: 'f' },
  { kind: 'nba_text', folder: 'fonts', field: 'f' },
  { kind: 'logo', folder: 'logos', field: 'l' },
  { kind: 'custom_logo' },
  { kind: 'sleeve_cuffs' },
  { kind: 'side_panels' },
  { kind: 'shoulder_panels' },
  { kind: 'custom_collar', folder: 'collars', field: 'p' },
  { kind: 'mat', folder: 'materials', field: 'p' },
  { kind: 'signature' },
];

/**
 * Whether the game and user allow adding `kind` (document 1 §5, §6): player text only in
 * basketball, trims only on the shirt, custom patterns need Plus, materials need a tier above 0
 * and not fm.
 */
function availability(kind: LayerKind, stack: StackName, game: string, premium: boolean, tier: number) {
  if (kind === 'nba_text') return game === 'basketball' ? 'yes' : 'absent';
  if (['sleeve_cuffs', 'side_panels', 'shoulder_panels', 'custom_collar'].includes(kind) && stack !== 'shirt')
    return 'absent';
  if (kind === 'custom_pattern') return premium ? 'yes' : 'plus';
  if (kind === 'mat') return game === 'fm' ? 'absent' : premium && tier > 0 ? 'yes' : 'plus';
  return 'yes';
}

export function AddLayerMenu({ stack }: { stack: StackName }) {
  const { t } = useTranslation();
  const editor = useEditor();
  const kit = useEditorValue(kitAtom);
  const user = useEditorValue(userAtom);
  const openDialog = useSessionSetter(openDialogAtom);
  const add = async (kind: LayerKind, folder?: AssetFolder, field?: string) => {
    const fields: Record<string, string> = {};
    let assetColors: readonly string[] | undefined;
    if (folder && field) {
      const items = await catalogueForChooser(editor.context, folder);
      const first = items.find((item) => !item.premium || user?.premium);
      if (first) fields[field] = assetValue(folder, first);
      // The asset paints in its own colours (a font's are not the text's).
      if (first && folder !== 'fonts') assetColors = first.colors;
    }
    if (kind === 'text') fields.text = t('layers.defaultText');
    // The signature is the user's own image: the editor checks there is one to draw.
    if (kind === 'signature') editor.actions.addSignature(stack);
    else editor.actions.addLayer(stack, kind, { fields, assetColors });
  };
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button type="button" className="primary add-layer">
          {t('layers.add')}
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" sideOffset={4} align="start">
          {ADDABLE.map(({ kind, folder, field }) => {
            const state = availability(kind, stack, kit.game, user?.premium === true, user?.tier ?? 0);
            if (state === 'absent') return null;
            return (
              <DropdownMenu.Item
                key={kind}
                className="menu-item"
                disabled={state !== 'yes'}
                onSelect={() => void add(kind, folder, field)}
              >
                {t(`kind.${kind}`)}
                {state === 'plus' ? <span className="badge">{t('common.plus')}</span> : null}
              </DropdownMenu.Item>
            );
          })}
          {/* Importing layers from a saved kit needs an account with an e-mail (document 1 §1). */}
          {user?.email ? (
            <DropdownMenu.Item className="menu-item" onSelect={() => openDialog('import')}>
              {t('import.fromSavedKit')}
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
