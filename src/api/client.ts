/**
 * Typed client for the Kitsmith server. Every call sends the session cookie (same origin), and
 * answers with the reply body, including `{success: false, error}` failures, so callers show the
 * server's text. A network failure is retried and then thrown as NetworkError.
 */
import { fetchWithRetry, type FetchLike } from './retry.ts';
import type {
  AuthReply,
  FmTeam,
  ImageReply,
  ImagesReply,
  KitReply,
  Me,
  NbaModEntry,
  NotificationMessage,
  ProfileReply,
  PublishReply,
  ShareKeyReply,
  RenameReply,
  SavedListQuery,
  SavedListReply,
  SaveReply,
  SimpleReply,
  StatusReply,
  StorageReply,
  UpcomingEntry,
  UploadReply,
} from './types.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  /** '' for the app's own origin; tests pass the server's URL. */
  baseUrl?: string;
  fetch?: FetchLike;
  retries?: number;
}

export interface SaveKitRequest {
  data: string;
  game: string;
  image?: string | null;
  /** Only when the user changed it. */
  name?: string;
  id?: number | null;
  baseid?: number | null;
  /** The base kit's share key, when it was opened by a link (lets the server keep a private base). */
  basekey?: string;
}

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function createApiClient(options: ApiClientOptions = {}) {
  const base = options.baseUrl ?? '';
  const fetcher: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const retries = options.retries;

  async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await fetchWithRetry(
      fetcher,
      base + path,
      { credentials: 'same-origin', ...init },
      retries,
    );
    const text = await response.text();
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new ApiError(response.status, `Unexpected reply (${response.status}) from ${path}`);
    }
  }

  const form = (
    path: string,
    fields: Record<string, string | number | null | undefined>,
    signal?: AbortSignal,
  ) => {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(fields))
      if (value !== undefined && value !== null) body.set(key, String(value));
    return { path, init: { method: 'POST', body, signal } satisfies RequestInit };
  };
  const postForm = <T>(path: string, fields: Record<string, string | number | null | undefined>) => {
    const request = form(path, fields);
    return call<T>(request.path, request.init);
  };
  const postMultipart = <T>(path: string, body: FormData) => call<T>(path, { method: 'POST', body });

  return {
    me: () => call<Me>('/api/me'),
    register: (username: string, email: string, password: string) =>
      postForm<AuthReply>('/api/auth/register', { username, email, password }),
    login: (login: string, password: string) => postForm<AuthReply>('/api/auth/login', { login, password }),
    logout: () => postForm<SimpleReply>('/api/auth/logout', {}),
    forgotPassword: (email: string) => postForm<StatusReply>('/api/auth/forgot', { email }),
    resetPassword: (token: string, password: string) =>
      postForm<StatusReply>('/api/auth/reset', { token, password }),
    /** Only the fields given change; a new password needs the current one. */
    updateProfile: (fields: {
      username?: string;
      email?: string;
      password?: string;
      current_password?: string;
    }) => postForm<ProfileReply>('/api/profile', fields),
    /** Profile picture or signature image; `null` removes it. */
    profileImage: (kind: 'picture' | 'signature', file: Blob | null, fileName = 'image') => {
      const body = new FormData();
      body.set('kind', kind);
      if (file) body.set('file', file, fileName);
      else body.set('remove', '1');
      return postMultipart<ProfileReply>('/api/profile/image', body);
    },
    deleteAccount: (password: string) => postForm<StatusReply>('/api/profile/delete', { password }),

    storage: (id?: number | null) => call<StorageReply>(`/api/storage${query({ id: id ?? undefined })}`),
    uploadPreview: (jpegDataUrl: string, id?: number | null) => {
      const body = new FormData();
      body.set('image', jpegDataUrl);
      if (id) body.set('id', String(id));
      return postMultipart<ImageReply>('/api/image', body);
    },
    saveKit: (save: SaveKitRequest) =>
      postForm<SaveReply>('/api/handler', {
        data: save.data,
        game: save.game,
        image: save.image,
        name: save.name,
        id: save.id,
        baseid: save.baseid,
        basekey: save.basekey,
      }),
    listSaved: (list: SavedListQuery) => call<SavedListReply>(`/api/saved${query({ ...list })}`),
    renameSaved: (id: number, name: string) => postForm<RenameReply>('/api/rename_saved', { id, name }),
    /** `keepalive` lets the request outlive the page (a delete sent as the page goes). */
    deleteSaved: (id: number, keepalive = false) => {
      const request = form('/api/delete_saved', { id });
      return call<SimpleReply>(request.path, { ...request.init, keepalive });
    },
    publish: (id: number, published: boolean) =>
      postForm<PublishReply>('/api/publish', { id, published: published ? 1 : 0 }),
    renewShareKey: (id: number) => postForm<ShareKeyReply>('/api/share_key', { id }),
    loadKit: (id: number, key?: string) => call<KitReply>(`/api/kit${query({ id, key })}`),

    uploadImage: (file: Blob, fileName: string) => {
      const body = new FormData();
      body.set('file', file, fileName);
      return postMultipart<UploadReply>('/api/upload_image', body);
    },
    listImages: () => call<ImagesReply>('/api/images'),
    /** `id` is the numeric part after the underscore of the upload's id. */
    deleteImage: (id: number) => {
      const body = new FormData();
      body.set('id', String(id));
      return postMultipart<SimpleReply>('/api/delete_image', body);
    },
    renameImage: (id: string | number, name: string) =>
      postForm<RenameReply>('/api/rename_image', { id, name }),
    /** The request-logos prompt: a club or brand whose logo the catalogue lacks. */
    requestLogo: (request: { name: string; link: string | null; game: string }) =>
      postForm<SimpleReply>('/api/logo_request', request),
    addPreset: (kitId: number) => postForm<SimpleReply>('/api/add_preset', { id: kitId }),
    deletePreset: (presetId: number) => postForm<SimpleReply>('/api/delete_preset', { id: presetId }),

    /** The server may answer one message or a list; callers always get a list. */
    notifications: async () => {
      const reply = await call<NotificationMessage | NotificationMessage[]>('/api/notifications');
      return Array.isArray(reply) ? reply : [reply];
    },
    upcoming: () => call<UpcomingEntry[]>('/api/upcoming'),
    catalogue: <T = unknown>(name: string) => call<T>(`/data/catalogue/${encodeURIComponent(name)}.json`),
    language: (language: string) =>
      call<Record<string, string>>(`/data/lan/${encodeURIComponent(language)}.json`),
    fmTeams: (search: string, signal?: AbortSignal) =>
      call<{ success: true; data: FmTeam[] }>(`/api/fm/teams${query({ search })}`, { signal }),
    /** The team with this FM Unique ID (none when the database does not list it). */
    fmTeamById: (fmId: string, signal?: AbortSignal) =>
      call<{ success: true; data: FmTeam[] }>(`/api/fm/teams${query({ fm_id: fmId })}`, { signal }),
    nbaMods: (game: 25 | 26) => call<NbaModEntry[]>(`/data/basketball/exported_mods_${game}.json`),
    /** The encryption key text, or null when the operator has not provided one. */
    keyBin: async (): Promise<string | null> => {
      const response = await fetchWithRetry(
        fetcher,
        `${base}/data/key.bin`,
        { credentials: 'same-origin' },
        retries,
      );
      return response.ok ? response.text() : null;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
