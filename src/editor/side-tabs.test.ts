import { describe, expect, it } from 'vitest';
import { previewAreas } from './preview.ts';
import { sideTabs } from './side-tabs.ts';

describe('preview mode (document 2 §2)', () => {
  it('takes one image for pes and fm, one per area otherwise', () => {
    expect(previewAreas('pes')).toEqual(['shirt']);
    expect(previewAreas('fm')).toEqual(['shirt']);
    expect(previewAreas('eafc')).toEqual(['shirt', 'shorts', 'socks']);
    expect(previewAreas('basketball')).toEqual(['shirt', 'shorts']);
  });

  it('hides the Logos and Printing tabs', () => {
    expect(sideTabs('eafc', 'edit')).toEqual([
      'settings',
      'logos',
      'shirt',
      'shorts',
      'socks',
      'printing',
      'hotspots',
      'tools',
    ]);
    expect(sideTabs('eafc', 'preview')).toEqual([
      'settings',
      'shirt',
      'shorts',
      'socks',
      'hotspots',
      'tools',
    ]);
    expect(sideTabs('basketball', 'edit')).not.toContain('socks');
  });
});
