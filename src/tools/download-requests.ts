/**
 * What a download request may ask for, per game, checked without any GPU code (the command line
 * checks its arguments with this before it starts a browser).
 */
import { FM_KIT_TYPES, FM_UNIQUE_ID_MAX, isFmUniqueId } from './fm26-config.ts';
import { PES_COLOR_MODES } from './pes-colors.ts';

export const DOWNLOAD_FILES = [
  'eafc-zip',
  'fm-zip',
  'fm-2d',
  'fm-3d',
  'pes-png',
  'nba-jersey-zip',
  'nba-generic-zip',
] as const;
export type DownloadFile = (typeof DOWNLOAD_FILES)[number];

export interface DownloadRequest {
  file: DownloadFile;
  /** FM: the team's Unique ID, kit type and the name the files are called after. */
  teamId?: string;
  type?: string;
  name?: string;
  /** PES: the colour mode ('default', 'pes2021', 'keep'). */
  colorMode?: string;
  /** NBA 2K: 25 or 26, and the mod entry the jersey-specific ZIP is named after. */
  nbaGame?: number;
  jersey?: { name: string; team_id: string; season: number; jersey_type: string };
}

export interface BuiltDownload {
  name: string;
  bytes: Uint8Array;
  mime: string;
}

/** The texture scale every game's files are made at (shirt 2048, shorts 1024x512, socks 512x256). */
export const EXPORT_SCALE = 1;

/** The files each game takes, in the download bar's order. */
export function gameDownloadFiles(game: string): readonly DownloadFile[] {
  if (game === 'eafc' || game === 'fifa') return ['eafc-zip'];
  if (game === 'fm') return ['fm-zip', 'fm-2d', 'fm-3d'];
  if (game === 'pes') return ['pes-png'];
  if (game === 'basketball') return ['nba-jersey-zip', 'nba-generic-zip'];
  return [];
}

/** Why a request cannot be built for this game, in plain words; null when it can. */
export function requestProblem(game: string, request: DownloadRequest): string | null {
  if (!(DOWNLOAD_FILES as readonly string[]).includes(request.file))
    return `unknown file "${String(request.file)}": use one of ${DOWNLOAD_FILES.join(', ')}`;
  if (!gameDownloadFiles(game).includes(request.file)) return `${game} kits have no ${request.file} download`;
  if (request.file.startsWith('fm-')) {
    if (request.file === 'fm-zip' && !isFmUniqueId(request.teamId ?? ''))
      return `an FM download needs the team's Unique ID (a whole number from 0 to ${FM_UNIQUE_ID_MAX}), got "${request.teamId ?? ''}"`;
    if (!(FM_KIT_TYPES as readonly string[]).includes(request.type ?? ''))
      return `the FM kit type must be one of ${FM_KIT_TYPES.join(', ')}, got "${request.type ?? ''}"`;
  }
  if (request.file === 'nba-jersey-zip' && !request.jersey?.name)
    return 'a jersey-specific ZIP needs a jersey';
  if (
    request.file === 'pes-png' &&
    request.colorMode !== undefined &&
    !(PES_COLOR_MODES as readonly string[]).includes(request.colorMode)
  )
    return `the PES colour mode must be one of ${PES_COLOR_MODES.join(', ')}, got "${request.colorMode}"`;
  return null;
}
