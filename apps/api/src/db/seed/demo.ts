import type { Shop } from '@cuvee/contracts';
import { INTEGRATIONS } from '@cuvee/domain';
import { eq } from 'drizzle-orm';
import { publishDefaultTerms } from '../../modules/legal/index.ts';
import { notifications } from '../../modules/notifications/notifications.table.ts';
import { updateShopBilling } from '../../modules/shops/index.ts';
import { createShop } from '../../modules/shops/shops.service.ts';
import { shops } from '../../modules/shops/shops.table.ts';
import type { Db } from '../client.ts';
import { systemScope, systemTx } from '../tenant.ts';
import { seedDemoAgents } from './demo-agents.ts';
import { seedDemoCatalogue, seedMaisonSeconde } from './demo-catalogue.ts';
import { seedDemoClients } from './demo-clients.ts';
import { seedDemoDelivery } from './demo-delivery.ts';
import { seedDemoDrm } from './demo-drm.ts';
import { seedDemoOpportunities } from './demo-opportunities.ts';
import { seedDemoPromotions } from './demo-promotions.ts';
import { seedDemoStock } from './demo-stock.ts';
import { seedDemoTeam } from './demo-team.ts';
import { seedDemoTourism } from './demo-tourism.ts';
import { addMembership, makeMasterAccount, makeUser } from './factories.ts';

export const DEMO_PASSWORD = 'Cuvee2026';
export const DEMO_SHOP_URL = 'domaine-demo';
export const DEMO_SHOP_CODE = 'DEMO2026';

export const DEMO_ACCOUNTS = [
  { email: 'proprietaire@cuvee.demo', role: 'owner', label: 'propriétaire de Domaine Démo' },
  {
    email: 'collaborateur@cuvee.demo',
    role: 'iam',
    label: 'collaborateur (commandes et clients, pas les produits)',
  },
  { email: 'chai@cuvee.demo', role: 'iam', label: 'collaboratrice au chai (modèle de droits Cave)' },
  { email: 'agent@cuvee.demo', role: 'agent', label: 'agent commercial de Domaine Démo' },
  { email: 'agent.ouest@cuvee.demo', role: 'agent', label: 'agent commercial (Ouest, cavistes)' },
  { email: 'agent.libre@cuvee.demo', role: 'agent', label: 'agent sur Cuvée sans producteur (recherche)' },
  { email: 'client@cuvee.demo', role: 'buyer', label: 'client particulier' },
  { email: 'pro@cuvee.demo', role: 'buyer', label: 'client professionnel (Caviste, prix HT)' },
  { email: 'admin@cuvee.demo', role: 'admin', label: 'administrateur' },
  { email: 'multi@cuvee.demo', role: 'master', label: 'compte principal avec deux comptes' },
  {
    email: 'maison.seconde@cuvee.demo',
    role: 'owner',
    label: 'propriétaire de Maison Seconde (second vendeur)',
  },
] as const;

/** The collaborator may work orders and clients, not products (the 'Ventes' preset, demo-team.ts). */
export const DEMO_IAM_AUTHORIZATIONS = {
  seeAllOrder: true,
  createOrder: true,
  createQuote: true,
  billOrder: true,
  manageDelivery: true,
  seeAllPayment: true,
  seeAllClient: true,
  createClient: true,
  seeAllTask: true,
  createTask: true,
} as const;

/** Domaine Démo's bank and legal mentions (a valid test IBAN of the Banque de France's format). */
const DEMO_BILLING = {
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  bankName: 'Crédit Agricole du Languedoc',
  accountHolder: 'SCEA Domaine Démo',
  chequePayee: 'SCEA Domaine Démo',
  chequeAddress: '12 chemin des Vignes, 30000 Nîmes',
  legalForm: 'SCEA',
  shareCapitalCents: 15_000_000,
  rcs: 'RCS Nîmes 123 456 789',
  paymentTerms: 'Paiement à réception de facture',
};

const allActive = Object.fromEntries(INTEGRATIONS.map((k) => [k, { active: true }])) as Shop['integration'];

/**
 * Creates the demo shop and accounts unless they exist. Answers whether it created them.
 * `papers: false` leaves the shops without terms of sale and bank details: the API suite's
 * template, so that a test placing an order about something else need not accept them, and a
 * document's payment block is what its own test sets (the terms' tests publish theirs,
 * orders.terms.test.ts; the bank details', shops.billing.test.ts).
 */
export async function seedDemo(db: Db, options: { papers?: boolean } = {}): Promise<boolean> {
  const [existing] = await db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, DEMO_SHOP_URL));
  if (existing) return false;
  await db.transaction(async (tx) => {
    const owner = await makeUser(tx, {
      role: 'owner',
      email: 'proprietaire@cuvee.demo',
      username: 'proprietaire',
      firstname: 'Claire',
      lastname: 'Vigneron',
      isPro: true,
    });
    const shop = await createShop(tx, {
      name: 'Domaine Démo',
      ownerId: owner.id,
      code: DEMO_SHOP_CODE,
      urlShop: DEMO_SHOP_URL,
      color: '#7b1e3a',
      editedShop: {
        color: '#7b1e3a',
        logo: '/demo/domaine-demo-logo.webp',
        banner: '/demo/domaine-demo-banner.webp',
      },
      integration: allActive,
      typologies: {
        particulier: {
          name: 'Particulier',
          public: true,
          ttc: true,
          globalDiscount: 0,
          allRulesInEq75: false,
        },
        caviste: { name: 'Caviste', public: false, ttc: false, globalDiscount: 0, allRulesInEq75: false },
        restaurateur: {
          name: 'Restaurateur',
          public: false,
          ttc: false,
          globalDiscount: 5,
          allRulesInEq75: false,
        },
        grossiste: { name: 'Grossiste', public: false, ttc: false, globalDiscount: 10, allRulesInEq75: true },
      },
      identity: {
        legalName: 'SCEA Domaine Démo',
        siret: '12345678900017',
        vatNumber: 'FR32123456789',
        email: 'contact@domaine-demo.fr',
        phone: '+33 4 66 00 00 00',
        description:
          'Domaine familial en Costières de Nîmes : rouges, blancs, rosés et crémant, en agriculture biologique.',
        address: { street: '12 chemin des Vignes', zipcode: '30000', city: 'Nîmes', country: 'FR' },
      },
      tabs: [
        {
          id: 'vins',
          name: 'Nos vins',
          children: [
            { id: 'rouges', name: 'Rouges' },
            { id: 'blancs', name: 'Blancs' },
          ],
        },
        { id: 'coffrets', name: 'Coffrets', children: [] },
        {
          id: 'visites',
          name: 'Visites',
          content:
            'Le domaine vous ouvre ses portes toute l’année, sur rendez-vous : une promenade dans les vignes, la visite du chai, puis une dégustation commentée.\n\nRéservez par téléphone au +33 4 66 00 00 00 ou par courriel à contact@domaine-demo.fr.',
          children: [],
        },
      ],
    });
    const iam = await makeUser(tx, {
      role: 'iam',
      email: 'collaborateur@cuvee.demo',
      username: 'collaborateur',
      firstname: 'Lucas',
      lastname: 'Martin',
    });
    await addMembership(tx, {
      shopId: shop.id,
      userId: iam.id,
      role: 'iam',
      authorizations: { ...DEMO_IAM_AUTHORIZATIONS },
    });
    const agent = await makeUser(tx, {
      role: 'agent',
      email: 'agent@cuvee.demo',
      username: 'agent',
      firstname: 'Sophie',
      lastname: 'Commerce',
    });
    const client = await makeUser(tx, {
      role: 'buyer',
      email: 'client@cuvee.demo',
      username: 'client',
      firstname: 'Julie',
      lastname: 'Durand',
    });
    await addMembership(tx, { shopId: shop.id, userId: client.id, role: 'buyer', typology: 'particulier' });
    const pro = await makeUser(tx, {
      role: 'buyer',
      email: 'pro@cuvee.demo',
      username: 'pro',
      firstname: 'Marc',
      lastname: 'Caviste',
      isPro: true,
      business: { name: 'La Cave du Coin', reason: 'SARL' },
    });
    await addMembership(tx, { shopId: shop.id, userId: pro.id, role: 'buyer', typology: 'caviste' });
    await makeUser(tx, {
      role: 'admin',
      email: 'admin@cuvee.demo',
      username: 'admin',
      firstname: 'Alex',
      lastname: 'Admin',
    });

    const master = await makeMasterAccount(tx, 'multi@cuvee.demo', DEMO_PASSWORD);
    const multiIam = await makeUser(tx, {
      role: 'iam',
      email: 'multi.domaine@cuvee.demo',
      username: 'multi-domaine',
      firstname: 'Camille',
      lastname: 'Multi',
      masterAccountId: master.id,
    });
    await addMembership(tx, { shopId: shop.id, userId: multiIam.id, role: 'iam', authorizations: null });
    const multiBuyer = await makeUser(tx, {
      role: 'buyer',
      email: 'multi.client@cuvee.demo',
      username: 'multi-client',
      firstname: 'Camille',
      lastname: 'Multi',
      masterAccountId: master.id,
    });
    await addMembership(tx, {
      shopId: shop.id,
      userId: multiBuyer.id,
      role: 'buyer',
      typology: 'particulier',
    });

    await seedDemoCatalogue(tx, shop);
    // The agent joins once the catalogue is there: its products are not news to them (agentNewProduct).
    await addMembership(tx, { shopId: shop.id, userId: agent.id, role: 'agent' });
    await seedDemoStock(tx, shop.id, { id: owner.id, name: 'Claire Vigneron' }, agent.id);
    await seedDemoDrm(tx, shop.id, { id: owner.id, firstname: 'Claire', lastname: 'Vigneron' });
    await seedDemoDelivery(tx, shop.id, owner.id);
    await seedDemoClients(tx, shop.id, {
      ownerId: owner.id,
      agentId: agent.id,
      iamId: iam.id,
      clientId: client.id,
      proId: pro.id,
    });
    const seconde = await seedMaisonSeconde(tx);
    await seedDemoOpportunities(tx, shop.id, owner.id, agent.id);
    await seedDemoTourism(tx, shop.id, owner.id);
    await seedDemoTeam(tx, shop.id, owner.id, iam.id);
    await seedDemoAgents(tx, shop.id, owner.id, agent.id);
    await seedDemoPromotions(tx, shop.id, owner.id);
    // The terms of sale every new shop gets (the platform's model, filled with its identity).
    // The demo's bank details, so that a buyer trying it is told where to send a transfer.
    if (options.papers !== false) {
      await publishDefaultTerms(tx, shop, owner.id);
      await publishDefaultTerms(tx, seconde.shop, seconde.ownerId);
      await updateShopBilling(systemScope(shop.id, owner.id), systemTx(tx), DEMO_BILLING);
    }

    // Only what the demo holds: the caviste's prices and the client's sign-up (its stock is
    // seeded above). Orders, bookings, payments and tasks bring theirs when their modules land.
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await tx.insert(notifications).values([
      {
        userId: owner.id,
        shopId: shop.id,
        type: 'accessTypo',
        content: 'La Cave du Coin voit désormais vos prix Caviste',
        redirectLink: '/dashboard/tarifs',
        createdAt: minutesAgo(20),
      },
      {
        userId: owner.id,
        shopId: shop.id,
        type: 'newContact',
        content: 'Nouveau client : Julie Durand s’est inscrite à votre boutique',
        redirectLink: '/dashboard/clients',
        createdAt: minutesAgo(180),
      },
      {
        userId: iam.id,
        shopId: shop.id,
        type: 'newContact',
        content: 'Nouveau client : Julie Durand s’est inscrite à votre boutique',
        redirectLink: '/dashboard/clients',
        createdAt: minutesAgo(180),
      },
      {
        userId: pro.id,
        shopId: shop.id,
        type: 'accessTypo',
        content: 'Domaine Démo vous ouvre ses prix Caviste',
        redirectLink: `/${DEMO_SHOP_URL}`,
        createdAt: minutesAgo(20),
      },
    ]);
  });
  return true;
}
