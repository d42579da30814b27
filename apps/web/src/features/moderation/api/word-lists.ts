import type { TAddWordBody, TWordEntry } from '@bagdar/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function getWords(): Promise<{ items: TWordEntry[] }> {
  return apiRequest('/admin/moderation/words');
}

export const wordsOptions = () => queryOptions({ queryKey: ['moderation-words'], queryFn: getWords });
export const useWords = () => useQuery(wordsOptions());

export function addWord(body: TAddWordBody): Promise<TWordEntry> {
  return apiRequest('/admin/moderation/words', { method: 'POST', body });
}

export function removeWord(id: string): Promise<{ ok: true }> {
  return apiRequest(`/admin/moderation/words/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

function useWordsMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: ['moderation-words'] }) });
}

export const useAddWord = () => useWordsMutation(addWord);
export const useRemoveWord = () => useWordsMutation(removeWord);
