import { API_BASE, ApiError, type ApiFieldError } from '../../../api/apiClient';
import { readAccessToken } from '../../../auth/tokenStorage';

/** What `POST /api/uploads` answers: the stored file's name and the address it is served at. */
export interface UploadedImage {
  name: string;
  url: string;
}

/**
 * Uploads an image as multipart form data (field `file`). The API client sends JSON only,
 * hence a call of its own, with the same bearer token and the same error shape.
 */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  const token = readAccessToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/uploads`, {
      method: 'POST',
      headers: { accept: 'application/json', ...(token ? { authorization: token } : {}) },
      body,
      signal,
    });
  } catch {
    throw new ApiError(0, 'The server cannot be reached', [{ key: 'error.network' }], 'NetworkError');
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<UploadedImage> & {
    name?: string;
    message?: string;
    errors?: ApiFieldError[];
  };
  if (!response.ok || typeof answer.url !== 'string') {
    throw new ApiError(response.status, answer.message ?? response.statusText, answer.errors ?? [], answer.name);
  }
  return { name: String(answer.name), url: answer.url };
}
