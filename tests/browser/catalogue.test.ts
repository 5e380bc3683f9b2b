/**
 * Every catalogue item loads and renders in the real compositor without error: each item is drawn
 * as the layer that uses it (the same layers its preview is rendered with), in ONE page, at a
 * small size to stay quick. A missing file, an unknown name or a shader error shows up as a
 * failed response, a page error, a GL error or an empty drawing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openKindSession, type KindSession } from './compositor/kind-session';
import { previewJob, readCatalogue } from '../../scripts/catalogue/previews';

let session: KindSession;
const failed: string[] = [];
beforeAll(async () => {
  session = await openKindSession();
  session.page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
  });
});
afterAll(async () => {
  await session?.close();
});

const catalogue = readCatalogue();

describe('catalogue assets in the compositor', () => {
  it.each(Object.keys(catalogue))('every %s item draws something, without errors', async (category) => {
    const empty: string[] = [];
    for (const item of catalogue[category]!) {
      const job = previewJob(category, item);
      // A quarter of the preview size: enough texels to see coverage, cheap to draw.
      const opts = {
        ...job.opts,
        width: Math.ceil(job.opts.width / 4),
        height: Math.ceil(job.opts.height / 4),
      };
      const image = await session.render(job.layer, opts);
      expect(image.glError, `${category}/${item.id}`).toBe(0);
      if (image.covered(8).length === 0) empty.push(item.id);
    }
    expect(empty, `${category} items that drew nothing`).toEqual([]);
    expect(failed).toEqual([]);
    expect(session.errors).toEqual([]);
  });
});
