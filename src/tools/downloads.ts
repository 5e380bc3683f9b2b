/**
 * Every file a game takes, built the same way for the editor's download bar and for
 * `npm run export` (through window.kitsmith.exportDownload): a request names the file, the
 * builder composites at the game's export scale, reads each map back once, encodes PNGs in a
 * worker and zips with jszip.
 */
import { eafcFiles } from './eafc-download.ts';
import type { ExportJob } from './export-job.ts';
import { fm2dKit, fm3dTexture, fmFileBases, fmFiles, fmZipName, type FmKitType } from './fm26.ts';
import { requestProblem, type BuiltDownload, type DownloadRequest } from './download-requests.ts';

export * from './download-requests.ts';
import { encodePng } from './png.ts';
import { pesColorMode } from './pes-colors.ts';
import { pesPng } from './pes-download.ts';
import { nbaFiles } from './nba-download.ts';
import { nbaFileBase } from './nba-mods.ts';
import { zipFiles } from './zip.ts';

export async function buildDownload(job: ExportJob, request: DownloadRequest): Promise<BuiltDownload> {
  const problem = requestProblem(job.game, request);
  if (problem) throw new Error(problem);
  const fm = {
    teamId: request.teamId ?? '',
    type: (request.type ?? 'home') as FmKitType,
    name: request.name ?? 'kit',
  };
  switch (request.file) {
    case 'eafc-zip':
      return {
        name: `${job.game === 'fifa' ? 'fifa' : 'eafc'}-kit.zip`,
        bytes: await zipFiles(eafcFiles(job)),
        mime: 'application/zip',
      };
    case 'fm-zip':
      return {
        name: fmZipName(fm),
        bytes: await zipFiles(fmFiles(job, fm)),
        mime: 'application/zip',
      };
    case 'fm-2d':
      return {
        name: `${fmFileBases(fm).kit2d}.png`,
        bytes: await encodePng(fm2dKit(job)),
        mime: 'image/png',
      };
    case 'pes-png': {
      const mode = pesColorMode(request.colorMode);
      return { name: `pes-kit-${mode}.png`, bytes: await encodePng(pesPng(job, mode)), mime: 'image/png' };
    }
    case 'nba-jersey-zip':
    case 'nba-generic-zip': {
      const game = request.nbaGame === 25 ? 25 : 26;
      const mod = request.file === 'nba-jersey-zip' ? (request.jersey ?? null) : null;
      const name = mod ? `${nbaFileBase(mod.name)}_2k${game}.zip` : `nba2k${game}-generic.zip`;
      return { name, bytes: await zipFiles(await nbaFiles(job, game, mod)), mime: 'application/zip' };
    }
    case 'fm-3d':
      return {
        name: `${fmFileBases(fm).kit3d}.png`,
        bytes: await encodePng(fm3dTexture(job)),
        mime: 'image/png',
      };
  }
}
