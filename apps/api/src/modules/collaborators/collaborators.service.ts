import { randomBytes } from 'node:crypto';
import type {
  Collaborator,
  CollaboratorInvite,
  CollaboratorRightsInput,
  RightsChange,
} from '@cuvee/contracts';
import { grantedRights, rightsDiff } from '@cuvee/domain';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { scoped, type TenantTx } from '../../db/tenant.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { ShopCtx } from '../../plugins/access.ts';
import { hashPassword, issueSetPasswordToken } from '../auth/index.ts';
import { type Mail, onBehalfOf, type QueuedMail, shopSender } from '../mail/index.ts';
import {
  addStaffMembership,
  hasMembership,
  removeStaffMembership,
  rolePreset,
  rolePresets,
  type StaffMembership,
  setStaffRights,
  setStaffStatus,
  staffMembership,
  staffMemberships,
} from '../shops/index.ts';
import { createUser, users } from '../users/index.ts';
import { addedMail, invitationMail } from './collaborators.mails.ts';
import { checkedRights, checkMayActOn, granterOf, NOT_FOUND } from './collaborators.rules.ts';
import { collaboratorRightsLog, type RightsChangeKind, type RightsSnapshot } from './collaborators.table.ts';

/*
 * The shop's collaborators (issue 28, decisions 0142–0146). Their rights are their membership's
 * authorizations, which the access table reads at every request: a change, a suspension or a
 * removal holds from the collaborator's very next request (the principal is loaded per request).
 */

type Person = { id: string; firstname: string; lastname: string; email: string; lastSignInAt: Date | null };

async function people(tx: TenantTx, ids: string[]): Promise<Map<string, Person>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      lastSignInAt: users.lastSignInAt,
    })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

function toCollaborator(m: StaffMembership, person: Person, presets: Map<string, string>): Collaborator {
  return {
    id: m.userId,
    firstname: person.firstname,
    lastname: person.lastname,
    email: person.email,
    status: m.status,
    rights: m.authorizations === null ? null : grantedRights(m.authorizations),
    until: m.rightsUntil ?? {},
    presetId: m.presetId,
    presetName: m.presetId ? (presets.get(m.presetId) ?? null) : null,
    lastSignInAt: person.lastSignInAt?.toISOString() ?? null,
    since: m.since.toISOString(),
  };
}

const presetNames = async (ctx: ShopCtx, tx: TenantTx) =>
  new Map((await rolePresets(tx, ctx)).map((p) => [p.id, p.name]));

export async function listCollaborators(ctx: ShopCtx, tx: TenantTx): Promise<Collaborator[]> {
  const members = await staffMemberships(tx, ctx);
  const [persons, presets] = await Promise.all([
    people(
      tx,
      members.map((m) => m.userId),
    ),
    presetNames(ctx, tx),
  ]);
  return members.map((m) => toCollaborator(m, persons.get(m.userId)!, presets));
}

async function loadOne(ctx: ShopCtx, tx: TenantTx, id: string) {
  const member = await staffMembership(tx, ctx, id);
  if (!member) throw notFound(NOT_FOUND);
  return member;
}

async function answer(ctx: ShopCtx, tx: TenantTx, id: string): Promise<Collaborator> {
  const member = await loadOne(ctx, tx, id);
  const persons = await people(tx, [id]);
  return toCollaborator(member, persons.get(id)!, await presetNames(ctx, tx));
}

const snapshot = (m: Pick<StaffMembership, 'authorizations' | 'rightsUntil' | 'status'>): RightsSnapshot => ({
  rights: m.authorizations ?? { all: true },
  until: m.rightsUntil ?? {},
  status: m.status,
});

async function record(
  ctx: ShopCtx,
  tx: TenantTx,
  memberId: string,
  kind: RightsChangeKind,
  before: RightsSnapshot | null,
  after: RightsSnapshot | null,
) {
  const by = `${ctx.user.firstname} ${ctx.user.lastname}`.trim() || ctx.user.email;
  await scoped(tx, ctx)
    .insert(collaboratorRightsLog)
    .values([{ memberId, changedBy: ctx.user.id, changedByName: by, kind, before, after }]);
}

async function checkPreset(ctx: ShopCtx, tx: TenantTx, presetId: string | null) {
  if (presetId && !(await rolePreset(tx, ctx, presetId))) {
    throw new HttpError(422, "Ce modèle de droits n'existe pas dans votre boutique");
  }
}

/** A free username made from the address (the collaborator may change it later). */
async function freeUsername(tx: TenantTx, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? 'collaborateur').replace(/[^a-zA-Z0-9._-]/g, '').slice(0, 30) || 'collaborateur';
  for (let i = 0; i < 5; i++) {
    const name = i === 0 ? base : `${base}-${randomBytes(2).toString('hex')}`;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${name.toLowerCase()}`);
    if (!taken) return name;
  }
  return `${base}-${randomBytes(6).toString('hex')}`;
}

/**
 * Invites a collaborator: a new account (its password chosen through a link mailed at once) or an
 * existing collaborator's account attached. Answers the collaborator and the mail to queue.
 */
export async function inviteCollaborator(
  ctx: ShopCtx,
  tx: TenantTx,
  body: CollaboratorInvite & { until: NonNullable<CollaboratorInvite['until']>; presetId: string | null },
  webOrigin: string,
): Promise<{ collaborator: Collaborator; mail: QueuedMail; message: string }> {
  const rights = checkedRights(granterOf(ctx), body);
  await checkPreset(ctx, tx, body.presetId);
  const email = body.email.trim();
  const [existing] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  const shop = await shopSender(tx, ctx.shop!.id);
  let mail: Mail;
  let userId: string;
  if (existing) {
    if (await hasMembership(tx, ctx, existing.id)) {
      throw new HttpError(409, 'Cette personne fait déjà partie de votre boutique');
    }
    // Only a collaborator's account may join as one: an owner's, an agent's or a buyer's account
    // keeps its own role (decision 0143), so its holder is asked for another address.
    if (existing.role !== 'iam') {
      throw new HttpError(
        409,
        'Cette adresse appartient à un compte qui n’est pas un compte collaborateur : utilisez une autre adresse',
      );
    }
    userId = existing.id;
    mail = addedMail(email, shop, `${webOrigin}/auth/login`);
  } else {
    const user = await createUser(tx, {
      role: 'iam',
      username: await freeUsername(tx, email),
      email,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      firstname: body.firstname,
      lastname: body.lastname,
      // The link proves the address: following it sets the password.
      emailValidatedAt: new Date(),
    });
    userId = user.id;
    const token = await issueSetPasswordToken(tx, userId);
    mail = invitationMail(email, shop, `${webOrigin}/auth/resetpwd?token=${token}`);
  }
  await addStaffMembership(tx, ctx, userId, rights);
  await record(ctx, tx, userId, 'invited', null, snapshot({ ...rights, status: 'active' }));
  return {
    collaborator: await answer(ctx, tx, userId),
    mail: { ...mail, ...onBehalfOf(shop), key: `collaborator-invite:${ctx.shop!.id}:${userId}` },
    message: `L'invitation a été envoyée à ${email}`,
  };
}

export async function collaboratorPage(ctx: ShopCtx, tx: TenantTx, id: string) {
  const collaborator = await answer(ctx, tx, id);
  const rows = await scoped(tx, ctx)
    .selectAll(collaboratorRightsLog, eq(collaboratorRightsLog.memberId, id))
    .orderBy(desc(collaboratorRightsLog.changedAt), desc(collaboratorRightsLog.id))
    .limit(200);
  const view = (s: RightsSnapshot | null) =>
    s && { rights: Object.hasOwn(s.rights, 'all') ? [] : grantedRights(s.rights), until: s.until };
  const history: RightsChange[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    at: r.changedAt.toISOString(),
    by: r.changedByName,
    ...rightsDiff(r.before?.rights, r.after?.rights),
    before: view(r.before),
    after: view(r.after),
  }));
  return { collaborator, history };
}

export async function changeRights(
  ctx: ShopCtx,
  tx: TenantTx,
  id: string,
  body: CollaboratorRightsInput & {
    until: NonNullable<CollaboratorRightsInput['until']>;
    presetId: string | null;
  },
) {
  const granter = granterOf(ctx);
  const member = await loadOne(ctx, tx, id);
  checkMayActOn(granter, member);
  const rights = checkedRights(granter, body);
  await checkPreset(ctx, tx, body.presetId);
  await setStaffRights(tx, ctx, id, rights);
  await record(ctx, tx, id, 'rights', snapshot(member), snapshot({ ...rights, status: member.status }));
  return answer(ctx, tx, id);
}

export async function changeStatus(ctx: ShopCtx, tx: TenantTx, id: string, to: 'active' | 'suspended') {
  const member = await loadOne(ctx, tx, id);
  checkMayActOn(granterOf(ctx), member);
  if (member.status === to) {
    throw new HttpError(
      409,
      to === 'suspended' ? 'Ce collaborateur est déjà suspendu' : 'Ce collaborateur est déjà actif',
    );
  }
  await setStaffStatus(tx, ctx, id, to);
  await record(ctx, tx, id, to === 'suspended' ? 'suspended' : 'reactivated', snapshot(member), {
    ...snapshot(member),
    status: to,
  });
  return answer(ctx, tx, id);
}

export async function removeCollaborator(ctx: ShopCtx, tx: TenantTx, id: string) {
  const member = await loadOne(ctx, tx, id);
  checkMayActOn(granterOf(ctx), member);
  await removeStaffMembership(tx, ctx, id);
  await record(ctx, tx, id, 'removed', snapshot(member), null);
}
