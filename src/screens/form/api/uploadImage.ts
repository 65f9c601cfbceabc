import { ApiError, apiRequest } from '../../../api/apiClient';

/** What `POST /api/uploads` answers: the stored file's name and the address it is served at. */
export interface UploadedImage {
  name: string;
  url: string;
}

/** Uploads an image as multipart form data (field `file`), renewing an expired sign-in like every call. */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<UploadedImage> {
  const body = new FormData();
  body.append('file', file);
  const answer = await apiRequest<Partial<UploadedImage>>('/uploads', { method: 'POST', body, signal });
  if (typeof answer?.url !== 'string') throw new ApiError(502, 'The upload answered no address');
  return { name: String(answer.name), url: answer.url };
}
