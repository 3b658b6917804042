import type { RightsUntil } from '@cuvee/contracts';
import { PERMISSIONS, type Permission } from '@cuvee/domain';

/** The checklist's values: each right ticked or not, and its end date (a day at midnight UTC). */
export type RightsValues = {
  rights: Record<Permission, boolean>;
  until: Record<Permission, Date | null>;
};

export function rightsValuesOf(
  rights: readonly Permission[] | null,
  until: Partial<Record<Permission, string>> = {},
): RightsValues {
  const granted = new Set(rights ?? PERMISSIONS);
  return {
    rights: Object.fromEntries(PERMISSIONS.map((p) => [p, granted.has(p)])) as Record<Permission, boolean>,
    until: Object.fromEntries(
      PERMISSIONS.map((p) => [p, until[p] ? new Date(`${until[p]}T00:00:00Z`) : null]),
    ) as Record<Permission, Date | null>,
  };
}

/** What the API takes: the ticked rights and the dates of those only. */
export function rightsBodyOf(values: RightsValues): { rights: Permission[]; until: RightsUntil } {
  const rights = PERMISSIONS.filter((p) => values.rights[p]);
  const until: RightsUntil = {};
  for (const p of rights) {
    const day = values.until[p];
    if (day) until[p] = day.toISOString().slice(0, 10);
  }
  return { rights, until };
}
