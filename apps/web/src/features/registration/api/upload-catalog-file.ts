import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadResponse } from '@tradepool/domain';
import { uploadFile } from '../../../lib/upload-file';
import type { UploadProgress } from '../../../lib/upload-file';
import { uploadsQueryKey } from './get-upload-history';

export interface CatalogFileUpload {
  file: File;
  onProgress: (progress: UploadProgress) => void;
}

/**
 * `POST gdsn/upload`: one GTIN template or GS1 XML file. A 401 signs the user out as every call does
 * (`uploadFile` shares the api client's session rules).
 */
export function uploadCatalogFile({ file, onProgress }: CatalogFileUpload): Promise<UploadResponse> {
  return uploadFile<UploadResponse>('gdsn/upload', file, { onProgress });
}

export function useUploadCatalogFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCatalogFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: uploadsQueryKey }),
  });
}
