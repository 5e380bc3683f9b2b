/**
 * A headless editor that reads like a user script (after tldraw's TestEditor): it drives only the
 * public kit operations and the history session, the way the editor's actions will, and records
 * what the user would see (toasts, refusals). No logic of its own lives here.
 *
 *   const editor = createTestEditor({ game: 'eafc' });
 *   editor.addLayer('design', { type: 'stripes' }).drag('width', [100, 120, 140]).release();
 *   editor.undo();
 */
import {
  addLayer,
  applyEdit,
  beginContinuousEdit,
  cancelContinuousEdit,
  changeDesign,
  changeLayerAsset,
  changeLogo,
  changeTemplate,
  clearMask,
  commitContinuousEdit,
  displayOnSelect,
  displayState,
  duplicateLayer,
  editKit,
  editLayer,
  findLayer,
  INITIAL_CHANGES,
  loadKit,
  moveLayerDown,
  moveLayerTo,
  moveLayerUp,
  newKit,
  quickRecolor,
  redoStep,
  removeLayer,
  renameLayer,
  replaceKit,
  serialiseKit,
  setDisplayFlag,
  setLayerColor,
  setLogoColor,
  setLogoField,
  setMask,
  setShortsHidden,
  setView,
  startNewKit,
  startSession,
  toggleBorder,
  toggleColorPair,
  toggleCustomPosition,
  toggleLayerVisibility,
  trackChanges,
  undoStep,
  unsavedChangesQuestion,
  type Area,
  type BorderMemory,
  type ChangeTracker,
  type DisplaySettings,
  type DisplayState,
  type EditResult,
  type FieldValue,
  type Game,
  type HistoryToast,
  type Kit,
  type KitSession,
  type KitSetting,
  type KitSettingsContext,
  type KitUser,
  type Layer,
  type LayerId,
  type LayerKind,
  type RecolorPair,
  type Refused,
  type SessionUpdate,
  type StackName,
  type SubView,
  type Template,
} from '../../../src/kit/index.ts';
import { ANONYMOUS, DEFAULT_DISPLAY } from './harness-fixtures.ts';

export { ANONYMOUS, PLUS_MEMBER } from './harness-fixtures.ts';

export interface TestEditorOptions {
  game?: Game;
  user?: Partial<KitUser>;
  /** Start from this kit instead of a new one. */
  kit?: Kit;
  display?: Partial<DisplaySettings>;
}

export class TestEditor {
  private session: KitSession;
  readonly game: Game;
  readonly user: KitUser;
  /** Every toast shown, oldest first. */
  readonly toastLog: HistoryToast[] = [];
  /** Every refused request, oldest first. */
  readonly refusals: Refused[] = [];
  selected: LayerId | null = null;
  display: DisplayState;
  changes: ChangeTracker = INITIAL_CHANGES;
  quickRecolorOpen = false;
  private borderMemory: BorderMemory = new Map();

  constructor(options: TestEditorOptions) {
    this.game = options.game ?? options.kit?.game ?? 'eafc';
    this.user = { ...ANONYMOUS, ...options.user };
    this.session = startSession(options.kit ?? newKit(this.game));
    this.display = displayState({ ...DEFAULT_DISPLAY, ...options.display });
    this.render();
  }

  get kit(): Kit {
    return this.session.kit;
  }

  get history(): KitSession['history'] {
    return this.session.history;
  }

  get toasts(): string[] {
    return this.toastLog.map((toast) => toast.text);
  }

  get lastRefusal(): Refused | undefined {
    return this.refusals[this.refusals.length - 1];
  }

  get madeChanges(): boolean {
    return this.changes.madeChanges;
  }

  stack(name: StackName = 'shirt'): Layer[] {
    return this.kit.layers[name];
  }

  /** The selected layer, or the layer with `uuid`. */
  layer(uuid: LayerId | null = this.selected): Layer {
    const place = uuid === null ? undefined : findLayer(this.kit, uuid);
    if (place === undefined) throw new Error(`No layer ${uuid} in the kit`);
    return place.layer;
  }

  /** One setting of the selected layer, as a slider or checkbox shows it. */
  value(path: string): unknown {
    const [head, sub] = path.split('.');
    const field = (this.layer() as unknown as Record<string, unknown>)[head!];
    return sub === undefined ? field : (field as Record<string, unknown>)[sub];
  }

  /** The first layer of `kind` in a stack (base, template…), to select or mask with. */
  find(kind: LayerKind, stack: StackName = 'shirt'): Layer {
    const layer = this.stack(stack).find((l) => l.n === kind);
    if (layer === undefined) throw new Error(`No ${kind} layer in ${stack}`);
    return layer;
  }

  // --- selection and layer operations -------------------------------------------------------

  select(target: LayerId | Layer): this {
    const uuid = typeof target === 'string' ? target : target.uuid;
    this.selected = uuid;
    this.display = displayOnSelect(this.display, this.layer(uuid).n);
    return this;
  }

  /** Escape clears the active layer. */
  deselect(): this {
    this.selected = null;
    return this;
  }

  addLayer(
    kind: LayerKind,
    spec: { type?: string; stack?: StackName; fields?: Record<string, FieldValue>; uuid?: string } = {},
  ): this {
    const stack = spec.stack ?? 'shirt';
    const before = new Set(this.stack(stack).map((l) => l.uuid));
    const { stack: _stack, ...layerSpec } = spec;
    if (this.apply(addLayer(this.kit, stack, kind, layerSpec))) {
      const added = this.stack(stack).find((l) => !before.has(l.uuid));
      if (added) this.select(added);
    }
    return this;
  }

  duplicate(): this {
    const before = new Set(
      this.kit.layers[findLayer(this.kit, this.requireSelected())!.stack].map((l) => l.uuid),
    );
    const place = findLayer(this.kit, this.requireSelected())!;
    if (this.apply(duplicateLayer(this.kit, place.layer.uuid))) {
      const copy = this.stack(place.stack).find((l) => !before.has(l.uuid));
      if (copy) this.select(copy);
    }
    return this;
  }

  remove(): this {
    if (this.apply(removeLayer(this.kit, this.requireSelected()))) this.selected = null;
    return this;
  }

  moveUp(): this {
    this.apply(moveLayerUp(this.kit, this.requireSelected(), { hasActiveLayer: false }));
    return this;
  }

  moveDown(): this {
    this.apply(moveLayerDown(this.kit, this.requireSelected(), { hasActiveLayer: false }));
    return this;
  }

  /** Drag and drop in the layer list. */
  dropAt(index: number): this {
    this.apply(moveLayerTo(this.kit, this.requireSelected(), index));
    return this;
  }

  toggleVisibility(): this {
    this.apply(toggleLayerVisibility(this.kit, this.requireSelected()));
    return this;
  }

  rename(cname: string): this {
    this.apply(renameLayer(this.kit, this.requireSelected(), cname));
    return this;
  }

  /** Drags the selected layer's mask handle onto `mask`. */
  maskWith(mask: LayerId | Layer): this {
    this.apply(setMask(this.kit, this.requireSelected(), typeof mask === 'string' ? mask : mask.uuid));
    return this;
  }

  clearMask(): this {
    this.apply(clearMask(this.kit, this.requireSelected()));
    return this;
  }

  /** One click or keyed value on the selected layer's control: one step. */
  set(path: string, value: FieldValue): this {
    this.apply(editLayer(this.kit, this.requireSelected(), path, value));
    return this;
  }

  /** Presses a slider, moves it through `values` and holds it: end with release() or cancelDrag(). */
  drag(path: string, values: readonly FieldValue[]): this {
    const uuid = this.requireSelected();
    this.session = beginContinuousEdit(this.session);
    for (const value of values) this.apply(editLayer(this.kit, uuid, path, value));
    return this;
  }

  release(): this {
    this.session = commitContinuousEdit(this.session);
    return this;
  }

  /** Escape while dragging. */
  cancelDrag(): this {
    const before = this.kit;
    this.session = cancelContinuousEdit(this.session);
    if (this.kit !== before) this.render();
    return this;
  }

  setColor(index: number, hex: string): this {
    this.apply(setLayerColor(this.kit, this.requireSelected(), index, hex));
    return this;
  }

  toggleBorder(): this {
    const { result, memory } = toggleBorder(this.kit, this.requireSelected(), this.borderMemory);
    this.borderMemory = memory;
    this.apply(result);
    return this;
  }

  toggleColorPair(): this {
    this.apply(toggleColorPair(this.kit, this.requireSelected()));
    return this;
  }

  /** Picks another graphic, pattern, logo… for the selected layer, with that asset's colour count. */
  changeAsset(name: string, colorCount: number): this {
    this.apply(changeLayerAsset(this.kit, this.requireSelected(), name, colorCount));
    return this;
  }

  changeDesign(type: string): this {
    this.apply(changeDesign(this.kit, this.requireSelected(), type));
    return this;
  }

  // --- kit-level operations ----------------------------------------------------------------

  quickRecolor(pairs: readonly RecolorPair[]): this {
    if (this.apply(quickRecolor(this.kit, pairs))) this.quickRecolorOpen = false;
    return this;
  }

  editKit(setting: KitSetting, value: number | boolean, context?: KitSettingsContext): this {
    this.apply(editKit(this.kit, setting, value, context));
    return this;
  }

  changeLogo(uuid: LayerId, name: string, imageCount: number): this {
    this.apply(changeLogo(this.kit, uuid, name, imageCount));
    return this;
  }

  setLogoField(uuid: LayerId, field: Parameters<typeof setLogoField>[2], value: number | boolean): this {
    this.apply(setLogoField(this.kit, uuid, field, value));
    return this;
  }

  setLogoColor(uuid: LayerId, area: Area, index: number, hex: string): this {
    this.apply(setLogoColor(this.kit, uuid, area, index, hex));
    return this;
  }

  toggleCustomPosition(area: Area): this {
    this.apply(toggleCustomPosition(this.kit, area, this.user));
    return this;
  }

  changeTemplate(template: Template): this {
    this.replace(changeTemplate(this.kit, template).kit);
    this.render();
    return this;
  }

  /** The New button; returns false when the user would first be asked to confirm. */
  newKit(confirm = true): this {
    if (unsavedChangesQuestion(this.changes) !== null && !confirm) return this;
    const start = startNewKit(this.game);
    this.replace(start.kit);
    this.changes = trackChanges(this.changes, 'new');
    this.render();
    this.quickRecolorOpen = start.opensQuickRecolor;
    return this;
  }

  save(): string {
    const data = serialiseKit(this.kit);
    this.changes = trackChanges(this.changes, 'saved');
    return data;
  }

  load(data: unknown): this {
    const loaded = loadKit(data, { game: this.game, user: this.user });
    this.replace(loaded.kit);
    this.changes = trackChanges(this.changes, 'loaded');
    this.render();
    if (loaded.report.toast !== null) this.toastLog.push({ text: loaded.report.toast, durationMs: Infinity });
    return this;
  }

  // --- history -------------------------------------------------------------------------------

  undo(): this {
    return this.move(undoStep(this.session));
  }

  redo(): this {
    return this.move(redoStep(this.session));
  }

  // --- the 3D view ---------------------------------------------------------------------------

  setView(view: SubView): this {
    this.display = setView(this.display, view);
    return this;
  }

  setDisplay(flag: Parameters<typeof setDisplayFlag>[1], on: boolean): this {
    this.display = setDisplayFlag(this.display, flag, on);
    return this;
  }

  setShortsHidden(hidden: boolean): this {
    this.display = setShortsHidden(this.display, hidden);
    return this;
  }

  /** The compositor recombining after a change: what the unsaved-changes flag counts. */
  render(): this {
    this.changes = trackChanges(this.changes, 'recombine');
    return this;
  }

  // --- plumbing ------------------------------------------------------------------------------

  private requireSelected(): LayerId {
    if (this.selected === null) throw new Error('Select a layer first');
    return this.selected;
  }

  private apply(result: EditResult): boolean {
    return this.settle(applyEdit(this.session, result));
  }

  private move(update: SessionUpdate): this {
    this.settle(update);
    return this;
  }

  private settle(update: SessionUpdate): boolean {
    const before = this.kit;
    this.session = update.session;
    if (update.refusal) this.refusals.push(update.refusal);
    if (update.toast) this.toastLog.push(update.toast);
    if (this.kit !== before) this.render();
    if (this.selected !== null && findLayer(this.kit, this.selected) === undefined) this.selected = null;
    return update.refusal === null;
  }

  private replace(kit: Kit): void {
    this.session = replaceKit(kit);
    this.selected = null;
  }
}

export function createTestEditor(options: TestEditorOptions = {}): TestEditor {
  return new TestEditor(options);
}
