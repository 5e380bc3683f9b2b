/**
 * The spec's calls send their fields as JSON, form-urlencoded or multipart, depending on the call.
 * Routes read them through here, so each accepts whichever the client used and sees plain strings.
 */
import type { FastifyRequest } from 'fastify';

export interface UploadedFile {
  data: Buffer;
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
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        file = { data, truncated: part.file.truncated };
      } else if (part.valueTruncated) {
        throw new FieldTooLargeError('field too large');
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
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
