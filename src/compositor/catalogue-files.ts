/**
 * The catalogue's JSON files (/data/catalogue/<name>.json), fetched once per page and shared by
 * whoever reads them: the editor's choosers and start-up (templates, the gated asset lists) and
 * the compositor's kinds (template spots, logos, graphics, fonts, patterns) read the same files,
 * and each used to fetch and parse its own copy (bench/README.md "issue 20, session 6"). The page
 * asks for them before the editor exists (`startCatalogueFiles`), so they arrive while the
 * game's layout loads and the editor is made. A failed file is forgotten: the next reader asks
 * again.
 *
 * The parsed values are shared: readers must not change them.
 */
import { CATALOGUE_CATEGORIES } from '../kit/model/catalogue.ts';

/**
 * The files the editor reads to start: `initialise` waits for the templates and every gated
 * asset list (the kit's catalogue categories, GATED_CATALOGUES).
 */
export const STARTUP_CATALOGUE_FILES: readonly string[] = CATALOGUE_CATEGORIES;

export const catalogueFileUrl = (name: string): string => `/data/catalogue/${name}.json`;

/** A catalogue file that could not be read: the network failed, or the server said no. */
export class CatalogueFileError extends Error {
  constructor(
    readonly url: string,
    readonly status: number | null,
    options: { cause?: unknown } = {},
  ) {
    super(`error loading ${url}`, options);
    this.name = 'CatalogueFileError';
  }
}

const files = new Map<string, Promise<unknown>>();

type FileFetch = (url: string) => Promise<Response>;
/**
 * How a file is asked for. The page hands in its retrying fetch (document 1 §7: catalogues are
 * retried up to 3 times) before the first file: a connection dropped once must not leave the
 * editor on 'An error occured'.
 */
let fetchOnce: FileFetch = (url) => fetch(url);

async function fetchFile(url: string): Promise<unknown> {
  const response = await fetchOnce(url).catch((cause: unknown) => {
    throw new CatalogueFileError(url, null, { cause });
  });
  if (!response.ok) throw new CatalogueFileError(url, response.status);
  return response.json().catch((cause: unknown) => {
    throw new CatalogueFileError(url, response.status, { cause });
  });
}

/**
 * One catalogue file's parsed content. `load` reads it the caller's way the first time (the
 * editor's API client, with its retries); later readers share that result.
 */
export function catalogueFile(name: string, load?: () => Promise<unknown>): Promise<unknown> {
  const url = catalogueFileUrl(name);
  let file = files.get(url);
  if (!file) {
    const pending = load ? load() : fetchFile(url);
    files.set(url, pending);
    pending.catch(() => {
      if (files.get(url) === pending) files.delete(url);
    });
    file = pending;
  }
  return file;
}

/**
 * Starts the start-up files now (the page does, before its modules have all run), through
 * `fetcher` (the page's retrying fetch), which later readers use too.
 */
export function startCatalogueFiles(fetcher?: FileFetch): void {
  if (fetcher) fetchOnce = fetcher;
  // Errors are the readers' to report: the start only asks.
  for (const name of STARTUP_CATALOGUE_FILES) catalogueFile(name).catch(() => {});
}
