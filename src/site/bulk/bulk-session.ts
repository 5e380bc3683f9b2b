/**
 * The bulk generator's work, outside React: the kits of the chosen teams (the team-based
 * generator through `planFmPack`, as `npm run generate -- --fm-pack`), their 2D kits for the
 * grid, a kit the player changed in the embedded editor, and the one FM26 pack of them all
 * (progress, cancel). The page only shows `state` and calls these methods.
 */
import type { FmKitType, Kit } from '../../kit/index.ts';
import { restoreKit } from '../../kit/index.ts';
import { catalogueKitContext, type GeneratorCatalogue } from '../../kit/random/index.ts';
import { planFmPack } from '../../tools/fm-pack.ts';
import { buildFmPack, lazyFmPackRenderer, type FmPackProgress } from '../../tools/fm-pack-render.ts';
import { FM_2D_SIZE } from '../../tools/fm26.ts';
import { saveFile } from '../../tools/save-file.ts';
import type { ChosenTeam } from './teams.ts';

/** The grid's 2D kits: half of FM's 414, drawn from a quarter-scale composite. */
export const THUMBNAIL_SIZE = FM_2D_SIZE / 2;

export interface BulkKit {
  /** `<stem>_<type>`: unique in a pack, as its file names are. */
  id: string;
  teamName: string;
  /** The team's FM Unique ID in the pack. */
  teamId: string;
  type: FmKitType;
  kit: Kit;
  /** The generator's design (the grid's caption); null once the player changed the kit. */
  design: string | null;
  /** Object URL of its 2D kit, null while it is being drawn. */
  thumbnail: string | null;
}

export type PackState =
  | { status: 'idle' }
  | ({ status: 'running' } & FmPackProgress)
  | { status: 'done'; name: string; bytes: number; ms: number }
  | { status: 'cancelled' }
  | { status: 'failed'; error: string };

export interface BulkState {
  kits: readonly BulkKit[];
  /** Kits whose 2D kit is drawn, of all, while a generation draws them. */
  generating: { done: number; total: number } | null;
  pack: PackState;
}

/** The pack's file name: one pack for the whole set. */
export const PACK_NAME = 'kitsmith_fm26_pack.zip';

export class BulkSession {
  state: BulkState = { kits: [], generating: null, pack: { status: 'idle' } };
  private readonly listeners = new Set<() => void>();
  /** The renderer every drawing shares, made on the first one. */
  private readonly renderer = lazyFmPackRenderer();
  private packRun: AbortController | null = null;
  /** Bumped by each generation: thumbnails of an older one are dropped. */
  private generation = 0;

  constructor(private readonly catalogue: GeneratorCatalogue) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getState = () => this.state;

  private set(change: Partial<BulkState>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  /** Home, away and third kits of each chosen team, then their 2D kits one by one. */
  async generate(chosen: readonly ChosenTeam[], seed: string): Promise<void> {
    const generation = ++this.generation;
    for (const kit of this.state.kits) if (kit.thumbnail) URL.revokeObjectURL(kit.thumbnail);
    const kits: BulkKit[] = chosen.flatMap(({ team, fmId }) => {
      const plan = planFmPack(team, fmId.trim(), seed, this.catalogue);
      return plan.kits.map(({ type, generated }) => ({
        id: `${plan.stem}_${type}`,
        teamName: team.name,
        teamId: plan.teamId,
        type,
        kit: generated.kit,
        design: generated.design,
        thumbnail: null,
      }));
    });
    this.set({ kits, generating: { done: 0, total: kits.length }, pack: { status: 'idle' } });
    for (const [i, kit] of kits.entries()) {
      const url = await this.drawThumbnail(kit.kit);
      if (generation !== this.generation) {
        URL.revokeObjectURL(url);
        return;
      }
      this.updateKit(kit.id, { thumbnail: url });
      this.set({ generating: i + 1 < kits.length ? { done: i + 1, total: kits.length } : null });
    }
  }

  private async drawThumbnail(kit: Kit): Promise<string> {
    const png = await this.renderer().thumbnail(kit, THUMBNAIL_SIZE);
    return URL.createObjectURL(new Blob([png as BlobPart], { type: 'image/png' }));
  }

  private updateKit(id: string, change: Partial<BulkKit>) {
    this.set({ kits: this.state.kits.map((kit) => (kit.id === id ? { ...kit, ...change } : kit)) });
  }

  /**
   * The embedded editor's Apply: its serialised kit enters through restoreKit (as every kit
   * does) and replaces the grid's kit; its 2D kit is drawn again.
   */
  async replaceKit(id: string, data: unknown): Promise<void> {
    const old = this.state.kits.find((kit) => kit.id === id);
    if (!old) return;
    const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : data;
    const { kit } = restoreKit(parsed, { ...catalogueKitContext(this.catalogue, 'fm'), game: 'fm' });
    if (old.thumbnail) URL.revokeObjectURL(old.thumbnail);
    this.updateKit(id, { kit, design: null, thumbnail: null });
    this.updateKit(id, { thumbnail: await this.drawThumbnail(kit) });
  }

  /** One FM26 pack of every kit in the grid, saved as a download; false when cancelled or failed. */
  async downloadPack(): Promise<boolean> {
    if (this.packRun) return false;
    const run = new AbortController();
    this.packRun = run;
    const started = performance.now();
    const painter = this.renderer();
    try {
      const bytes = await buildFmPack(
        this.state.kits.map(({ teamId, type, teamName, kit }) => ({
          options: { teamId, type, name: teamName },
          kit,
        })),
        (kit) => painter.pictures(kit),
        (progress) => this.set({ pack: { status: 'running', ...progress } }),
        run.signal,
      );
      saveFile(PACK_NAME, bytes, 'application/zip');
      this.set({
        pack: { status: 'done', name: PACK_NAME, bytes: bytes.length, ms: performance.now() - started },
      });
      return true;
    } catch (error) {
      if (run.signal.aborted) this.set({ pack: { status: 'cancelled' } });
      else
        this.set({
          pack: { status: 'failed', error: error instanceof Error ? error.message : String(error) },
        });
      return false;
    } finally {
      this.packRun = null;
    }
  }

  /** Stops the pack being made (after the kit being drawn); nothing is saved. */
  cancelPack(): void {
    this.packRun?.abort();
  }
}
