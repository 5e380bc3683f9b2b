/**
 * PES / eFootball: one PNG of the whole kit canvas (src/games/pes: 2048 square, shirt front and
 * back, sleeves, collar strip, shorts and sock), in the chosen colour mode (pes-colors.ts). The
 * console Edit Mode's own size and layout are not public: this layout is Kitsmith's.
 */
import { gameLayout } from '../games/index.ts';
import { ExportCanvas, rectMap } from './gl/export-canvas.ts';
import type { ExportJob } from './export-job.ts';
import { PES_2021_GRADE, type PesColorMode } from './pes-colors.ts';
import type { RgbaImage } from './png.ts';

export function pesPng(job: ExportJob, mode: PesColorMode): RgbaImage {
  const layout = gameLayout('pes').areas.shirt!;
  const source = job.compositor.texture('shirt', 'albedo');
  const target = job.compositor.areas.shirt;
  if (!source || !target) throw new Error('the pes kit has no texture');
  const canvas = new ExportCanvas(job.renderer, target.width, target.height);
  try {
    const whole = { x: 0, y: 0, w: layout.width, h: layout.height };
    const dest = { x: 0, y: 0, w: canvas.width, h: canvas.height };
    canvas.draw({
      source,
      sourceSize: { width: layout.width, height: layout.height },
      clip: whole,
      dest,
      map: rectMap(dest, whole),
      mode: mode === 'keep' ? 'color' : 'opaque',
      ...(mode === 'pes2021' ? { grade: PES_2021_GRADE } : {}),
    });
    return canvas.read();
  } finally {
    canvas.dispose();
  }
}
