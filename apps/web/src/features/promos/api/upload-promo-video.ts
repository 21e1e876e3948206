import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyPromo } from '@takeoff/shared/promos';
import { ApiRequestError } from '@/lib/api-client';
import { companyPromoQueryKey } from './get-company-promo';
import { setAnsweredData } from '@/lib/query-client';

export interface UploadPromoVideoInput {
  file: Blob;
  filename: string;
  /** 0–100, from the browser's upload progress events. */
  onProgress?: (percent: number) => void;
}

/** XHR, not fetch: only XHR reports upload progress. The session cookie goes along (same origin). */
export function uploadPromoVideo({
  file,
  filename,
  onProgress,
}: UploadPromoVideoInput): Promise<CompanyPromo> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/company-promos/video');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: handled below
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as CompanyPromo);
      const error = body as { message?: string; code?: string } | null;
      reject(
        new ApiRequestError(
          xhr.status,
          error?.code ?? 'UNKNOWN',
          error?.message ?? `${xhr.status}: ${xhr.statusText}`,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'NETWORK', 'Network error while uploading'));
    const form = new FormData();
    form.append('video', file, filename);
    xhr.send(form);
  });
}

export function useUploadPromoVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPromoVideo,
    retry: false,
    onSuccess: (promo) =>
      setAnsweredData(queryClient, companyPromoQueryKey(promo.companyId), promo),
  });
}
