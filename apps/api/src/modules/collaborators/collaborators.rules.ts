import type { CollaboratorRightsInput } from '@cuvee/contracts';
import { grantedRights, type Permission, parisToday, rightsBeyondGranter, rightsOf } from '@cuvee/domain';
import { HttpError } from '../../lib/http-error.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import type { StaffMembership, StaffRights } from '../shops/index.ts';

/*
 * What a granter may do to a collaborator's rights (decision 0145), checked before anything is
 * written: refusals are 422 (not 403: the web signs out on a 403, spec §8, and the caller does
 * hold the collaborators' rights).
 */

export const NOT_FOUND = 'Ce collaborateur est introuvable';

/** The caller as a granter in the shop acted on: owner, or a collaborator with their own rights. */
export function granterOf(ctx: ShopCtx) {
  const shopId = ctx.shop!.id;
  const membership = ctx.user.shops.find((s) => s.id === shopId);
  const owner = ctx.user.role === 'owner' || membership?.role === 'owner';
  return { id: ctx.user.id, owner, own: owner ? null : (membership?.authorizations ?? null) };
}
export type Granter = ReturnType<typeof granterOf>;

const labelled = (rights: readonly Permission[]) => rights.join(', ');

/** The rights asked, checked against the granter and their dates; answers what to store. */
export function checkedRights(
  granter: Granter,
  input: { rights: readonly Permission[]; until: CollaboratorRightsInput['until']; presetId: string | null },
): StaffRights {
  const beyond = rightsBeyondGranter(granter, input.rights);
  if (beyond.length > 0) {
    throw new HttpError(
      422,
      `Vous ne pouvez pas donner des droits que vous n'avez pas : ${labelled(beyond)}`,
    );
  }
  const until = input.until ?? {};
  const today = parisToday();
  const dated = Object.keys(until) as Permission[];
  const ungranted = dated.filter((p) => !input.rights.includes(p));
  if (ungranted.length > 0) {
    throw new HttpError(422, `Une date de fin ne s'applique qu'à un droit accordé : ${labelled(ungranted)}`);
  }
  if (dated.some((p) => until[p]! < today)) {
    throw new HttpError(422, "La date de fin d'un droit ne peut pas être déjà passée");
  }
  return {
    authorizations: rightsOf(input.rights) as Record<string, boolean>,
    rightsUntil: until as Record<string, string>,
    presetId: input.presetId,
  };
}

/**
 * A granter acts on another member only: never on themselves, and a collaborator never on one
 * who holds rights they have not (a fully delegated one, say).
 */
export function checkMayActOn(granter: Granter, target: StaffMembership): void {
  if (target.userId === granter.id) {
    throw new HttpError(422, 'Vous ne pouvez pas modifier vos propres droits ni vous retirer vous-même');
  }
  if (granter.owner || granter.own === null) return;
  const theirs = target.authorizations === null ? null : grantedRights(target.authorizations);
  if (theirs === null || rightsBeyondGranter(granter, theirs).length > 0) {
    throw new HttpError(
      422,
      "Ce collaborateur a des droits que vous n'avez pas : seul le propriétaire peut le modifier",
    );
  }
}
