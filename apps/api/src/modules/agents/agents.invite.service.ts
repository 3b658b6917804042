import { randomBytes } from 'node:crypto';
import type { AgentInvite, AgentInviteFound } from '@cuvee/contracts';
import { agentInvitationAnswerText, agentInvitationText, answerAgentInvitation } from '@cuvee/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { systemScope, systemTx, type TenantTx } from '../../db/tenant.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { ShopCtx, UserCtx } from '../../plugins/access.ts';
import { hashPassword, issueSetPasswordToken } from '../auth/index.ts';
import { type Mail, onBehalfOf, type QueuedMail, shopSender } from '../mail/index.ts';
import { notify } from '../notifications/index.ts';
import {
  activeStaffIdsWith,
  addAgentMembership,
  agentMembership,
  moveAgentMembership,
  shops,
} from '../shops/index.ts';
import { createUser, users } from '../users/index.ts';
import { agentAccountMail, agentInvitedMail } from './agents.mails.ts';
import { freeUsername, fullName } from './agents.names.ts';
import { agentProfiles } from './agents.table.ts';
import { checkedSector, type Sector, teamAgent, tellTypologies } from './agents.team.service.ts';

/*
 * Inviting an agent (issue 28 part 2, decision 0155). An unknown address gets an agent's account,
 * active at once in the shop, with a link to choose its password (following it is the consent).
 * An agent already on Cuvée — by address, or found in the directory — is `invited`: the same
 * membership row as decision 0025's requests, the other way round; they accept or decline from
 * the notification, and until then it grants nothing.
 */

const ALREADY = 'Cet agent fait déjà partie de votre boutique, ou une invitation ou une demande est en cours';
const WHERE_TO_ANSWER = '/dashboard';

type Invited = { agent: Awaited<ReturnType<typeof teamAgent>>; mail: QueuedMail; message: string };

async function inviteExisting(
  ctx: ShopCtx,
  tx: TenantTx,
  agentId: string,
  email: string,
  sector: Sector,
  webOrigin: string,
): Promise<Invited> {
  const shop = await shopSender(tx, ctx.shop!.id);
  if (!(await addAgentMembership(tx, ctx, agentId, 'invited', sector))) throw new HttpError(409, ALREADY);
  await notify(tx, [
    {
      userId: agentId,
      shopId: ctx.shop!.id,
      type: 'agentInvitation',
      content: agentInvitationText(shop.name),
      redirectLink: WHERE_TO_ANSWER,
      subjectId: ctx.shop!.id,
    },
  ]);
  const mail: Mail = agentInvitedMail(email, shop, `${webOrigin}/auth/login`);
  return {
    agent: await teamAgent(ctx, tx, agentId),
    mail: { ...mail, ...onBehalfOf(shop), key: `agent-invite:${ctx.shop!.id}:${agentId}` },
    message: `L'invitation a été envoyée à ${email} : l'agent doit l'accepter`,
  };
}

/** By e-mail: a new agent's account (active, a link to choose the password) or an agent's account invited. */
export async function inviteByEmail(
  ctx: ShopCtx,
  tx: TenantTx,
  body: z.output<typeof AgentInvite>,
  webOrigin: string,
): Promise<Invited> {
  const checked = await checkedSector(ctx, tx, body);
  const email = body.email.trim();
  const [existing] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (existing) {
    if (existing.role !== 'agent') {
      throw new HttpError(
        409,
        "Cette adresse appartient à un compte qui n'est pas un compte d'agent commercial : utilisez une autre adresse",
      );
    }
    return inviteExisting(ctx, tx, existing.id, email, checked.sector, webOrigin);
  }
  const user = await createUser(tx, {
    role: 'agent',
    username: await freeUsername(tx, email),
    email,
    passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    firstname: body.firstname,
    lastname: body.lastname,
    emailValidatedAt: new Date(),
  });
  await addAgentMembership(tx, ctx, user.id, 'active', checked.sector);
  await tellTypologies(
    tx,
    { id: ctx.shop!.id, name: checked.shopName },
    user.id,
    checked.names(checked.sector.typologies),
  );
  const token = await issueSetPasswordToken(tx, user.id);
  const shop = await shopSender(tx, ctx.shop!.id);
  const mail = agentAccountMail(email, shop, `${webOrigin}/auth/resetpwd?token=${token}`);
  return {
    agent: await teamAgent(ctx, tx, user.id),
    mail: { ...mail, ...onBehalfOf(shop), key: `agent-invite:${ctx.shop!.id}:${user.id}` },
    message: `L'invitation a été envoyée à ${email}`,
  };
}

/** An agent found in the directory (visible profiles only: any other id is not found). */
export async function inviteFound(
  ctx: ShopCtx,
  tx: TenantTx,
  body: z.output<typeof AgentInviteFound>,
  webOrigin: string,
): Promise<Invited> {
  const checked = await checkedSector(ctx, tx, body);
  const [agent] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(agentProfiles, eq(agentProfiles.userId, users.id))
    .where(and(eq(users.id, body.agentId), eq(users.role, 'agent'), eq(agentProfiles.visible, true)));
  if (!agent) throw notFound('Cet agent est introuvable');
  return inviteExisting(ctx, tx, agent.id, agent.email, checked.sector, webOrigin);
}

/**
 * The agent's answer to a shop's invitation, on the system handle: the membership grants nothing
 * yet, so the shop is not among the agent's (decision 0015). Once only: the update requires
 * 'invited', so an answer racing the shop's withdrawal or a second answer gets a 409 or 404.
 */
export async function answerInvitation(
  db: DbOrTx,
  ctx: UserCtx,
  shopId: string,
  answer: 'accept' | 'decline',
): Promise<string> {
  const tx = systemTx(db);
  const scope = systemScope(shopId, ctx.user.id);
  const member = await agentMembership(tx, scope, ctx.user.id);
  if (!member) throw notFound('Cette invitation est introuvable');
  const outcome = answerAgentInvitation(member.status, answer);
  if (!outcome.ok) throw new HttpError(409, outcome.message);
  if (!(await moveAgentMembership(tx, scope, ctx.user.id, ['invited'], outcome.status))) {
    throw new HttpError(409, 'Cette invitation a déjà reçu une réponse');
  }
  const [shop] = await db
    .select({ name: shops.name, typologies: shops.typologies })
    .from(shops)
    .where(eq(shops.id, shopId));
  const name = shop?.name ?? 'La boutique';
  // The shop's owners and the collaborators who see its agents (accessAgent) hear the answer.
  const staff = await activeStaffIdsWith(tx, { ...scope, shop: { id: shopId } }, 'accessAgent');
  await notify(
    db,
    staff.map((userId) => ({
      userId,
      shopId,
      type: 'agentInvitationAnswer' as const,
      content: agentInvitationAnswerText(fullName(ctx.user), answer, name),
      redirectLink: `/dashboard/agents/${ctx.user.id}`,
      subjectId: ctx.user.id,
    })),
  );
  if (answer === 'accept') {
    const typologyNames = member.typologies.map((k) => shop?.typologies[k]?.name ?? k);
    await tellTypologies(tx, { id: shopId, name }, ctx.user.id, typologyNames);
    return `Vous êtes maintenant agent commercial de ${name}`;
  }
  return `Vous avez décliné l'invitation de ${name}`;
}
