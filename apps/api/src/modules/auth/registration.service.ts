import type {
  AcceptInvitationBody,
  RegisterAgentBody,
  RegisterBuyerBody,
  RegisterSellerBody,
} from '@cuvee/contracts';
import type { Role } from '@cuvee/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { HttpError } from '../../lib/http-error.ts';
import { requestAgentMembership } from '../agents/index.ts';
import { claimInvitation, clientForRegisteredBuyer, tieInvitedAccount } from '../clients/index.ts';
import { validationMail } from '../mail/index.ts';
import { createShop, shopMemberships } from '../shops/index.ts';
import { isTaken, loadPrincipalUser, type PrincipalUser, users } from '../users/index.ts';
import { issueToken, resolveShopCode } from './auth.service.ts';
import { hashPassword } from './passwords.ts';

type Identity = {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  username?: string | undefined;
};

/** 'jean.dupont@x.fr' → 'jean.dupont', then 'jean.dupont2'… until free. */
async function freeUsername(db: DbOrTx, email: string): Promise<string> {
  const stem = email.split('@')[0]!.toLowerCase().slice(0, 40) || 'utilisateur';
  const rows = await db
    .select({ u: sql<string>`lower(${users.username})` })
    .from(users)
    .where(sql`lower(${users.username}) like ${`${stem}%`}`);
  const taken = new Set(rows.map((r) => r.u));
  if (!taken.has(stem)) return stem;
  for (let i = 2; ; i++) if (!taken.has(`${stem}${i}`)) return `${stem}${i}`;
}

async function insertUser(
  db: DbOrTx,
  role: Role,
  id: Identity,
  extra: Partial<typeof users.$inferInsert> = {},
) {
  const username = id.username?.trim() || (await freeUsername(db, id.email));
  const clash = await isTaken(db, id.email, username);
  if (clash === 'email') throw new HttpError(409, 'Un compte existe déjà avec cette adresse e-mail');
  if (clash === 'username') throw new HttpError(409, "Ce nom d'utilisateur est déjà utilisé");
  const passwordHash = await hashPassword(id.password);
  const [user] = await db
    .insert(users)
    .values({
      role,
      username,
      email: id.email.trim(),
      passwordHash,
      firstname: id.firstname,
      lastname: id.lastname,
      ...extra,
    })
    .returning();
  return { user: user! };
}

async function finish(deps: Deps, userId: string, shopId: string | null): Promise<PrincipalUser> {
  const token = await issueToken(deps.db, userId, 'validate');
  const user = (await loadPrincipalUser(deps.db, userId))!;
  await deps.mailer.send({
    ...validationMail(user.email, `${deps.config.publicUrl}/auth/validate?token=${token}`),
    shopId,
  });
  return user;
}

export async function registerBuyer(deps: Deps, body: z.infer<typeof RegisterBuyerBody>) {
  const shop = await resolveShopCode(deps.db, body.shopCode);
  // The account, its membership and its client record in the shop: all or nothing (issue 15).
  const user = await deps.db.transaction(async (tx) => {
    const { user } = await insertUser(tx, 'buyer', body, {
      isPro: body.isPro,
      business: body.business ?? null,
    });
    // A buyer starts on the shop's public typology; the producer may assign another later.
    if (shop) {
      await tx
        .insert(shopMemberships)
        .values({ shopId: shop.id, userId: user.id, role: 'buyer', typology: null });
      await clientForRegisteredBuyer(tx, shop.id, user, null);
    }
    return user;
  });
  return finish(deps, user.id, shop?.id ?? null);
}

/**
 * An invited client's account: the invitation's e-mail (the link proved it), a buyer membership
 * on the record's typology, the record tied; one transaction.
 */
export async function registerInvited(deps: Deps, body: z.infer<typeof AcceptInvitationBody>) {
  const userId = await deps.db.transaction(async (tx) => {
    const invitation = await claimInvitation(tx, body.token);
    const { user } = await insertUser(
      tx,
      'buyer',
      {
        email: invitation.email,
        password: body.password,
        firstname: invitation.firstname ?? '',
        lastname: invitation.lastname,
        username: body.username,
      },
      { emailValidatedAt: new Date() },
    );
    await tieInvitedAccount(tx, invitation, user.id);
    return user.id;
  });
  return (await loadPrincipalUser(deps.db, userId))!;
}

export async function registerAgent(deps: Deps, body: z.infer<typeof RegisterAgentBody>) {
  const shop = await resolveShopCode(deps.db, body.shopCode);
  const { user } = await insertUser(deps.db, 'agent', body);
  // A request, not a membership: it grants nothing until the shop's staff accepts it (decision 0025).
  if (shop) await deps.db.transaction((tx) => requestAgentMembership(tx, shop, user));
  return finish(deps, user.id, shop?.id ?? null);
}

/** A seller registration creates the owner and the shop together, or neither. */
export async function registerSeller(deps: Deps, body: z.infer<typeof RegisterSellerBody>) {
  const username = body.username?.trim() || (await freeUsername(deps.db, body.email));
  const clash = await isTaken(deps.db, body.email, username);
  if (clash === 'email') throw new HttpError(409, 'Un compte existe déjà avec cette adresse e-mail');
  if (clash === 'username') throw new HttpError(409, "Ce nom d'utilisateur est déjà utilisé");
  const passwordHash = await hashPassword(body.password);
  const { userId, shopId } = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        role: 'owner',
        username,
        email: body.email.trim(),
        passwordHash,
        firstname: body.firstname,
        lastname: body.lastname,
        isPro: true,
      })
      .returning({ id: users.id });
    const shop = await createShop(tx, {
      name: body.shopName,
      ownerId: user!.id,
      businessType: body.businessType,
    });
    return { userId: user!.id, shopId: shop.id };
  });
  return finish(deps, userId, shopId);
}
