import { hasHotspotsEditor, type Game } from './kit.ts';
import type { EditorMode, SideTab } from './state.ts';

/**
 * The side panel's tabs (document 2 §2): logos and printing are hidden in preview mode, which
 * shows images rather than the kit's layers; hotspots are fifa and eafc only; basketball has no
 * socks.
 */
export function sideTabs(game: Game, mode: EditorMode): SideTab[] {
  const preview = mode === 'preview';
  return [
    'settings',
    ...(preview ? [] : ['logos' as const]),
    'shirt',
    'shorts',
    ...(game === 'basketball' ? [] : ['socks' as const]),
    ...(preview ? [] : ['printing' as const]),
    ...(hasHotspotsEditor(game) ? ['hotspots' as const] : []),
    'tools',
  ];
}
