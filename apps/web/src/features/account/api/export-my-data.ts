import { useMutation } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { downloadFile, exportStamp } from '@/lib/download-file';

/** GDPR Art. 20: everything the platform holds about the signed-in user, saved as a JSON file. */
export async function exportMyData() {
  const data = await apiGet<unknown>('/api/me/export');
  downloadFile(
    `takeoff-my-data-${exportStamp()}.json`,
    JSON.stringify(data, null, 2),
    'application/json',
  );
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData });
}
