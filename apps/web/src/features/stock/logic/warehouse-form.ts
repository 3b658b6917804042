import { type Warehouse, WarehouseInput } from '@cuvee/contracts';
import { EXCISE_STATUSES, type ExciseStatus, WAREHOUSE_KINDS, type WarehouseKind } from '@cuvee/domain';
import { z } from 'zod';

/*
 * The warehouse form (create or edit): text as typed, read by the API's own WarehouseInput so
 * the screen and the API refuse the same things with the same message codes.
 */
export type WarehouseFormValues = {
  name: string;
  kind: WarehouseKind;
  exciseStatus: ExciseStatus;
  exciseNumber: string;
  isDefault: boolean;
  address: { street: string; zipcode: string; city: string };
};

export function warehouseFormValues(w: Warehouse | null): WarehouseFormValues {
  return {
    name: w?.name ?? '',
    kind: w?.kind ?? 'ownCellar',
    exciseStatus: w?.exciseStatus ?? 'dutyPaid',
    exciseNumber: w?.exciseNumber ?? '',
    isDefault: w?.isDefault ?? false,
    address: {
      street: w?.address?.street ?? '',
      zipcode: w?.address?.zipcode ?? '',
      city: w?.address?.city ?? '',
    },
  };
}

const blankToUndefined = (text: string) => text.trim() || undefined;

export const warehouseFormSchema = z
  .object({
    name: z.string(),
    kind: z.enum(WAREHOUSE_KINDS),
    exciseStatus: z.enum(EXCISE_STATUSES),
    exciseNumber: z.string(),
    isDefault: z.boolean(),
    address: z.object({ street: z.string(), zipcode: z.string(), city: z.string() }),
  })
  .transform((v): z.input<typeof WarehouseInput> => {
    const address = {
      street: blankToUndefined(v.address.street),
      zipcode: blankToUndefined(v.address.zipcode),
      city: blankToUndefined(v.address.city),
    };
    return {
      name: v.name,
      kind: v.kind,
      exciseStatus: v.exciseStatus,
      // The excise number belongs to a bonded warehouse only.
      exciseNumber: v.exciseStatus === 'suspended' ? (blankToUndefined(v.exciseNumber) ?? null) : null,
      isDefault: v.isDefault,
      address: Object.values(address).some(Boolean) ? { ...address, country: 'FR' } : null,
    };
  })
  .pipe(WarehouseInput);
