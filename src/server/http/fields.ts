/**
 * The spec's calls send their fields as JSON, form-urlencoded or multipart, depending on the call.
 * Routes read them through here, so each accepts whichever the client used and sees plain strings.
 */
import type { FastifyRequest } from 'fastify';

/**
 * PostgreSQL text cannot hold NUL characters (SQLite can), so they are blanked on the way in:
 * both databases then store exactly the same strings.
 */
export const withoutNul = (value: string): string =>
  value.includes('\u0000') ? value.replaceAll('\u0000', ' ') : value;

/** Blanks NUL in the string values of a parsed query or body, in place. */
export function scrubNul(record: unknown): void {
  if (!record || typeof record !== 'object') return;
  const target = record as Record<string, unknown>;
  for (const [key, value] of Object.entries(target)) {
    if (typeof value === 'string') target[key] = withoutNul(value);
    else if (Array.isArray(value))
      target[key] = value.map((v: unknown) => (typeof v === 'string' ? withoutNul(v) : v));
  }
}

export interface UploadedFile {
  data: Buffer;
  /** The name the browser sent with the file (may be anything; clean it before use). */
  fileName: string;
  /** Set when the file was cut at the size limit. */
  truncated: boolean;
}

export interface RequestFields {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

export interface FieldLimits {
  /** Largest accepted file; 0 refuses files. A larger one arrives with `truncated` set. */
  fileBytes?: number;
  /** Largest text field (the preview image comes as a data URL field). */
  fieldBytes?: number;
}

export class FieldTooLargeError extends Error {
  readonly statusCode = 413;
  readonly code = 'FST_ERR_CTP_BODY_TOO_LARGE';
}

export class MalformedBodyError extends Error {
  readonly statusCode = 400;
  readonly code = 'KITSMITH_MALFORMED_BODY';
}

export async function readFields(request: FastifyRequest, limits: FieldLimits = {}): Promise<RequestFields> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let file: UploadedFile | null = null;
  if (request.isMultipart()) {
    // The plugin is registered with throwFileSizeLimit off: an oversize file arrives truncated
    // and the route answers with the spec's own message.
    const parts = request.parts({
      limits: {
        fileSize: limits.fileBytes ?? 0,
        fieldSize: limits.fieldBytes ?? 64 * 1024,
        files: 1,
        fields: 10,
      },
    });
    try {
      for await (const part of parts) {
        if (part.type === 'file') {
          const data = await part.toBuffer();
          file = { data, fileName: withoutNul(part.filename ?? ''), truncated: part.file.truncated };
        } else if (part.valueTruncated) {
          throw new FieldTooLargeError('field too large');
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = withoutNul(part.value);
        }
      }
    } catch (error) {
      // busboy's parse errors ("Unexpected end of form", "Malformed part header") carry no
      // status: they are the client's broken body, not a server failure.
      if ((error as { statusCode?: number }).statusCode) throw error;
      throw new MalformedBodyError('malformed multipart body', { cause: error });
    }
    return { fields, file };
  }
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (typeof value === 'string') fields[key] = value;
      else if (typeof value === 'number' || typeof value === 'boolean') fields[key] = String(value);
    }
  }
  return { fields, file };
}
