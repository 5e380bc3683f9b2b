import { describe, expect, it } from 'vitest';
import { showcaseLink } from './actions/account.ts';

describe('the showcase link (document 2 §2)', () => {
  it('goes to the kit, the publish page, or the front page', () => {
    expect(showcaseLink(true, 12)).toBe('/showcase/kit/12');
    expect(showcaseLink(true, null)).toBe('/showcase/publish/');
    expect(showcaseLink(false, 12)).toBe('/showcase/');
  });
});
