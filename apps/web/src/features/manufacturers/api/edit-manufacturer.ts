import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Manufacturer, ManufacturerEdit } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { manufacturersQueryKey } from './search-manufacturers';

export function editManufacturer(edit: ManufacturerEdit): Promise<Manufacturer> {
  return api.put<Manufacturer>('manufacturer/editManufacturerDetails', edit);
}

export function useEditManufacturer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editManufacturer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: manufacturersQueryKey }),
  });
}
