import type { TModerationQueue } from '@bagdar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type TQueueStatus = 'OPEN' | 'RESOLVED';

export function getModerationQueue(status: TQueueStatus): Promise<TModerationQueue> {
  return apiRequest(`/admin/moderation/reports?status=${status}&limit=50`);
}

export const moderationQueueOptions = (status: TQueueStatus) =>
  queryOptions({ queryKey: ['moderation-queue', status], queryFn: () => getModerationQueue(status) });

export const useModerationQueue = (status: TQueueStatus) => useQuery(moderationQueueOptions(status));
