/**
 * Every game's layout, registered at once: for tests, tools, benchmarks and the playground, which
 * switch games freely. The app never imports this file (it loads one game through ./load.ts).
 */
import { registerGameLayout } from './index.ts';
import { EAFC_LAYOUT } from './eafc/layout.ts';
import { FIFA_LAYOUT } from './fifa/layout.ts';
import { PES_LAYOUT } from './pes/layout.ts';
import { FM_LAYOUT } from './fm/layout.ts';
import { BASKETBALL_LAYOUT } from './basketball/layout.ts';

registerGameLayout('eafc', EAFC_LAYOUT);
registerGameLayout('fifa', FIFA_LAYOUT);
registerGameLayout('pes', PES_LAYOUT);
registerGameLayout('fm', FM_LAYOUT);
registerGameLayout('basketball', BASKETBALL_LAYOUT);
