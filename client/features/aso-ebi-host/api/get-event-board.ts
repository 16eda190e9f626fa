import { useQuery } from '@tanstack/react-query';
import { asoEbiHostApi } from '../../../../shared/api/aso-ebi-host.ts';
import { readOptions } from '../../../lib/api-client.ts';

export const eventBoardQueryOptions = (id: string) => readOptions(asoEbiHostApi.board, { id });

/** The host's board of one event: members, stages, money and reminders. */
export function useEventBoard(id: string, enabled: boolean) {
  return useQuery({ ...eventBoardQueryOptions(id), enabled });
}
