import {
  ChevronDown,
  ChevronUp,
  Contrast,
  Dices,
  FlaskConical,
  Copy,
  Eye,
  EyeOff,
  FilePlus2,
  FolderOpen,
  GripVertical,
  LayoutGrid,
  Maximize,
  Palette,
  Redo2,
  Save,
  SaveAll,
  Sparkles,
  SquareDashed,
  Undo2,
  X,
  type LucideIcon,
} from 'lucide-react';

/**
 * The interface's icons, from one well-kept set (lucide). Icons are decoration: the control's
 * text stays its accessible name (and its tooltip where the text is not shown).
 */
const ICONS = {
  grip: GripVertical,
  eye: Eye,
  eyeOff: EyeOff,
  up: ChevronUp,
  down: ChevronDown,
  copy: Copy,
  close: X,
  mask: SquareDashed,
  masked: Contrast,
  startNew: FilePlus2,
  inspiration: Sparkles,
  recolor: Palette,
  undo: Undo2,
  redo: Redo2,
  fullscreen: Maximize,
  load: FolderOpen,
  save: Save,
  saveAsNew: SaveAll,
  browse: LayoutGrid,
  randomize: Dices,
  testGeneration: FlaskConical,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

export function Icon({ name, size = 16 }: { name: IconName; size?: number }) {
  const Glyph = ICONS[name];
  return <Glyph size={size} strokeWidth={2} aria-hidden="true" focusable="false" />;
}
