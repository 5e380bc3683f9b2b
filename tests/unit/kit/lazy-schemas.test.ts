/**
 * The runtime schemas are built on first use, not when the kit module loads (issue 20, the first
 * frame: building them took about 100 ms of the page's start-up, bench/README.md "issue 20,
 * session 6"). Loading the module the page loads builds none; restoring a kit builds the kit's;
 * checking a team builds the team's.
 */
import { describe, expect, it, vi } from 'vitest';

describe('the runtime schemas', () => {
  it('are built on first use, not when the kit module loads', async () => {
    vi.resetModules();
    const kit = await import('../../../src/kit/index.ts');
    const { builtSchemas } = await import('../../../src/kit/schema/common.ts');
    expect(builtSchemas()).toEqual([]);

    expect(kit.validateKit(kit.newKit('eafc'))).toBeNull();
    expect(builtSchemas()).toEqual(['kit']);
    expect(kit.validateKit({ ...kit.newKit('eafc'), game: 'chess' })?.path).toBe('game');
    expect(builtSchemas()).toEqual(['kit']);

    expect(kit.teamSchema.safeParse({ name: '' }).success).toBe(false);
    expect(builtSchemas()).toEqual(['kit', 'team']);
  });
});
