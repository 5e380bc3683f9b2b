/**
 * The region vocabulary shared by every game layout.
 *
 * A design is written once in region space (front, back, sleeves…) and each game's layout says
 * where those regions sit in its textures. The ids are stable across games because shaders see
 * them as `REGION_*` constants; a game simply leaves out the regions it has no panel for.
 */
export const AREAS = ['shirt', 'shorts', 'socks', 'armband'] as const;
export type AreaId = (typeof AREAS)[number];

/** Region id 0 is "no region": texels outside every panel, never drawn. */
export const REGION_IDS = {
  none: 0,
  front: 1,
  back: 2,
  sleeve_left: 3,
  sleeve_right: 4,
  collar: 5,
  shorts_front: 6,
  shorts_back: 7,
  sock: 8,
  armband: 9,
} as const;
export type RegionName = Exclude<keyof typeof REGION_IDS, 'none'>;

/** Upper bound of region ids: the host shader's region uniform arrays have this length. */
export const MAX_REGIONS = 16;

/** `#define REGION_FRONT 1` lines for the host shader, so kinds can branch on regions by name. */
export function regionDefines(): string {
  return Object.entries(REGION_IDS)
    .map(([name, id]) => `#define REGION_${name.toUpperCase()} ${id}`)
    .join('\n');
}
