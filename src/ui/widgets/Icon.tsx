import {
  Box,
  ImageUp,
  CalendarClock,
  Camera,
  ChevronDown,
  ChevronRight,
  FolderOutput,
  ChevronsLeft,
  ChevronsRight,
  CircleHelp,
  CirclePause,
  FlipHorizontal2,
  Image,
  Info,
  Lock,
  PersonStanding,
  Rotate3d,
  Shirt,
  UserRound,
  ChevronUp,
  Contrast,
  Dices,
  FlaskConical,
  Copy,
  Eye,
  EyeOff,
  FilePlus2,
  FolderOpen,
  Gamepad2,
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
  createLucideIcon,
  type LucideIcon,
} from 'lucide-react';

/*
 * lucide has a shirt but no shorts or socks: these two are drawn on its 24-unit grid and stroked
 * by it, so they sit beside the set's own glyphs at the same weight.
 */
const Shorts = createLucideIcon('kitsmith-shorts', [
  ['path', { d: 'M5 4h14l2 15h-7l-2-8-2 8H3z', key: 'shorts-outline' }],
  ['path', { d: 'M5 7h14', key: 'shorts-waistband' }],
]);
const Sock = createLucideIcon('kitsmith-sock', [
  ['path', { d: 'M8 3h7v9.5l4.2 2.8a2.8 2.8 0 0 1-3.1 4.7L8 15z', key: 'sock-outline' }],
  ['path', { d: 'M8 6h7', key: 'sock-cuff' }],
]);

/**
 * The interface's icons, from one well-kept set (lucide). Icons are decoration: the control's
 * text stays its accessible name (and its tooltip where the text is not shown).
 */
const ICONS = {
  grip: GripVertical,
  eye: Eye,
  eyeOff: EyeOff,
  up: ChevronUp,
  collapsed: ChevronRight,
  moveOut: FolderOutput,
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
  previewMode: ImageUp,
  load: FolderOpen,
  save: Save,
  saveAsNew: SaveAll,
  browse: LayoutGrid,
  randomize: Dices,
  testGeneration: FlaskConical,
  // The 3D view: what it shows, the camera angle, the main tabs.
  viewFull: PersonStanding,
  viewShirt: Shirt,
  viewShorts: Shorts,
  viewSocks: Sock,
  cameraThreeQuarter: ChevronRight,
  cameraFront: UserRound,
  cameraSide: ChevronsRight,
  cameraBack: FlipHorizontal2,
  cameraSideBack: ChevronsLeft,
  cameraRotate: Rotate3d,
  stopRotating: CirclePause,
  screenshot: Camera,
  tab3d: Box,
  tabTexture: Image,
  tabUpcoming: CalendarClock,
  tabHowto: CircleHelp,
  tabAbout: Info,
  tabAccount: UserRound,
  locked: Lock,
  otherGames: Gamepad2,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

export function Icon({ name, size = 16 }: { name: IconName; size?: number }) {
  const Glyph = ICONS[name];
  return <Glyph size={size} strokeWidth={2} aria-hidden="true" focusable="false" />;
}
