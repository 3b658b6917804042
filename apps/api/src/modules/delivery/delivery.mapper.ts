import type { DeliveryMode, DeliveryModeInput } from '@cuvee/contracts';
import type { DeliveryModeRules } from '@cuvee/domain';
import type { CollectionPointRow, DeliveryModeRow, deliveryModes } from './delivery.table.ts';

/** A row and its collection points as the API answers them. */
export function toMode(row: DeliveryModeRow, points: readonly CollectionPointRow[]): DeliveryMode {
  const rules = toRules(row, points);
  return {
    ...rules,
    brackets: [...rules.brackets],
    collectionPoints: [...rules.collectionPoints],
    zones: { countries: row.zoneCountries, departments: row.zoneDepartments },
    createdAt: row.createdAt.toISOString(),
  };
}

/** A row as the pure rules of packages/domain read it. */
export function toRules(row: DeliveryModeRow, points: readonly CollectionPointRow[]): DeliveryModeRules {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    carrier: row.carrier,
    instructions: row.instructions,
    active: row.active,
    zones: { countries: row.zoneCountries, departments: row.zoneDepartments },
    basis: row.basis,
    brackets: [...row.brackets].sort((a, b) => a.from - b.from),
    franco:
      row.francoKind && row.francoValue !== null ? { kind: row.francoKind, value: row.francoValue } : null,
    minAmountCents: row.minAmountCents,
    minProducts: row.minProducts,
    maxProducts: row.maxProducts,
    multipleOf: row.multipleOf,
    collectionPoints: points
      .filter((p) => p.modeId === row.id)
      .sort((a, b) => a.position - b.position)
      .map((p) => ({
        id: p.id,
        name: p.name,
        address: { street: p.street, zipcode: p.zipcode, city: p.city, country: p.country },
      })),
  };
}

/** The columns a validated input writes (its collection points go to their own table). */
export function toColumns(input: DeliveryModeInput): Omit<typeof deliveryModes.$inferInsert, 'shopId'> {
  return {
    kind: input.kind,
    name: input.name,
    carrier: input.carrier || null,
    instructions: input.instructions || null,
    active: input.active,
    // Sorted and without duplicates, so that the list and the rules read them alike.
    zoneCountries: [...new Set(input.zones.countries)].sort(),
    zoneDepartments: [...new Set(input.zones.departments)].sort(),
    basis: input.basis,
    brackets: [...input.brackets].sort((a, b) => a.from - b.from),
    francoKind: input.franco?.kind ?? null,
    francoValue: input.franco?.value ?? null,
    minAmountCents: input.minAmountCents,
    minProducts: input.minProducts,
    maxProducts: input.maxProducts,
    multipleOf: input.multipleOf,
  };
}
