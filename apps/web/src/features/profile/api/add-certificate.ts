import type { TCertificate, TCertificateBody } from '@bagdar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROFILE_QUERY_KEY } from './get-profile.ts';
import { uploadMedia } from './upload-media.ts';

export interface TNewCertificate {
  name: string;
  file?: File;
  link?: string;
}

/** Uploads the file first when there is one, then saves the certificate with its media id or link. */
export async function addCertificate({ name, file, link }: TNewCertificate): Promise<TCertificate> {
  const body: TCertificateBody = file ? { name, mediaId: (await uploadMedia('certificate', file)).id } : { name, link };
  return apiRequest<TCertificate>('/profiles/me/certificates', {
    method: 'POST',
    body,
    fallbackMessage: 'Certificate save failed',
  });
}

export function useAddCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addCertificate,
    onSuccess: () => client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}
