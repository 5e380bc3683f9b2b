/**
 * Reading the headless editor the way a user story does. The stories drive the editor's own
 * actions (`editor.actions`, the same families the app builds in action-families.ts) and read
 * what the user would see from its store: this file only reads, it calls no kit rule, so a rule
 * the app stops calling makes a story fail.
 */
import english from '../../../public/data/lan/en.json';
import { createHeadlessEditor, type HeadlessEditorOptions } from '../../../src/editor/headless.ts';
import type { Layer, LayerId, LayerKind, StackName } from '../../../src/editor/kit.ts';
import type { Message } from '../../../src/editor/messages.ts';
import {
  unsavedChangesAtom,
  layerAtom,
  selectedLayerAtom,
  sessionAtom,
  stackAtom,
  toastsAtom,
  userAtom,
  type EditorUser,
} from '../../../src/editor/state.ts';

const ENGLISH = english as Record<string, string>;

/** A message as an English user reads it (values that are messages are translated too). */
export function inEnglish(text: Message): string {
  const template = ENGLISH[text.key];
  if (template === undefined) throw new Error(`No English text for ${text.key}`);
  return Object.entries(text.values ?? {}).reduce(
    (out, [name, value]) => out.replace(`{${name}}`, typeof value === 'string' ? value : inEnglish(value)),
    template,
  );
}

export const PLUS_MEMBER: EditorUser = {
  premium: true,
  tier: 1,
  admin: false,
  username: 'member',
  email: 'member@example.com',
};
export const FREE_USER: EditorUser = {
  premium: false,
  tier: 0,
  admin: false,
  username: 'fan',
  email: 'fan@example.com',
};

export function storyEditor(options: HeadlessEditorOptions & { user?: EditorUser } = {}) {
  const editor = createHeadlessEditor(options);
  const { store } = editor;
  if (options.user) store.set(userAtom, options.user);
  const selected = () => store.get(selectedLayerAtom);
  return {
    ...editor,
    selected,
    history: () => store.get(sessionAtom).history,
    stack: (name: StackName = 'shirt') => store.get(stackAtom(name)),
    kinds: (name: StackName = 'shirt') => store.get(stackAtom(name)).map((l) => l.n),
    /** The selected layer, or the layer with `uuid` (a group's member too), as its panel shows it. */
    layer(uuid: LayerId | null = selected()): Layer {
      const layer = uuid === null ? undefined : store.get(layerAtom(uuid));
      if (layer === undefined) throw new Error(`No layer ${uuid} in the kit`);
      return layer;
    },
    /** The id of the first layer of `kind` in a stack (base, template…). */
    find(kind: LayerKind, stack: StackName = 'shirt'): LayerId {
      const layer = store.get(stackAtom(stack)).find((l) => l.n === kind);
      if (layer === undefined) throw new Error(`No ${kind} layer in ${stack}`);
      return layer.uuid;
    },
    /** Every toast shown so far, in English, oldest first. */
    toasts: () => store.get(toastsAtom).map((t) => inEnglish({ key: t.text, values: t.values })),
    /** The refusal codes toasted so far (a refused edit is a 'refusal.<code>' toast). */
    refusals: () =>
      store
        .get(toastsAtom)
        .filter((t) => t.text.startsWith('refusal.'))
        .map((t) => t.text.slice('refusal.'.length)),
    lastRefusal: () =>
      store
        .get(toastsAtom)
        .filter((t) => t.text.startsWith('refusal.'))
        .map((t) => t.text.slice('refusal.'.length))
        .at(-1),
    madeChanges: () => store.get(unsavedChangesAtom),
  };
}
export type StoryEditor = ReturnType<typeof storyEditor>;
