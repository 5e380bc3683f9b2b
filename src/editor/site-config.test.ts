import { describe, expect, it } from 'vitest';
import { externalTools, readSiteConfig } from './site-config.ts';

describe('the external tools of document 2 §2 "Links out"', () => {
  const config = readSiteConfig({
    pesConverter: 'https://pes.example/convert',
    monochromeLogoTool: 'https://mono.example/',
  });

  it('links the PES kit converter from pes only, the monochrome-logo tool from every game', () => {
    expect(externalTools(config, 'pes')).toEqual([
      { tool: 'pesConverter', url: 'https://pes.example/convert' },
      { tool: 'monochromeLogoTool', url: 'https://mono.example/' },
    ]);
    for (const game of ['eafc', 'fifa', 'fm', 'basketball'] as const)
      expect(externalTools(config, game)).toEqual([
        { tool: 'monochromeLogoTool', url: 'https://mono.example/' },
      ]);
  });

  it('shows no tool whose address is not configured, or not a web address', () => {
    expect(externalTools(readSiteConfig({}), 'pes')).toEqual([]);
    expect(externalTools(readSiteConfig({ pesConverter: 'javascript:alert(1)' }), 'pes')).toEqual([]);
  });
});
