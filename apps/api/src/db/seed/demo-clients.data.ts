import type { ClientInput } from '@cuvee/contracts';

/*
 * Domaine Démo's clients (issue 15): 40 records of every kind — private buyers, cavistes,
 * restaurants and wholesalers with their SIRET and terms, prospects at each stage — in varied
 * French cities. `who` names the member following the record ('agent', 'iam'), `account` the
 * demo account tied to it.
 */

type City = readonly [city: string, zipcode: string];
const CITIES: readonly City[] = [
  ['Paris', '75011'],
  ['Lyon', '69002'],
  ['Marseille', '13001'],
  ['Nîmes', '30000'],
  ['Montpellier', '34000'],
  ['Bordeaux', '33000'],
  ['Toulouse', '31000'],
  ['Lille', '59000'],
  ['Nantes', '44000'],
  ['Strasbourg', '67000'],
  ['Nice', '06000'],
  ['Rennes', '35000'],
  ['Avignon', '84000'],
  ['Arles', '13200'],
  ['Uzès', '30700'],
  ['Annecy', '74000'],
  ['Dijon', '21000'],
  ['Reims', '51100'],
  ['Chamonix-Mont-Blanc', '74400'],
  ['Aix-en-Provence', '13100'],
];

export type DemoClient = ClientInput & { who?: 'agent' | 'iam'; account?: 'client' | 'pro' };

type Person = readonly [civility: 'mr' | 'mrs', firstname: string, lastname: string];
const INDIVIDUALS: readonly Person[] = [
  ['mrs', 'Julie', 'Durand'],
  ['mrs', 'Éléonore', 'Lefèvre'],
  ['mr', 'Thomas', 'Girard'],
  ['mrs', 'Camille', 'Moreau'],
  ['mr', 'Hugo', 'Fontaine'],
  ['mrs', 'Léa', 'Chevalier'],
  ['mr', 'Antoine', 'Roux'],
  ['mrs', 'Manon', 'Blanc'],
  ['mr', 'Nicolas', 'Guérin'],
  ['mrs', 'Chloé', 'Mercier'],
  ['mr', 'Julien', 'Bonnet'],
  ['mrs', 'Inès', 'Faure'],
  ['mr', 'Louis', 'André'],
  ['mrs', 'Zoé', 'Lambert'],
];

type Company = readonly [
  company: string,
  companyType: 'sarl' | 'sas' | 'eurl' | 'sa' | 'ei',
  typology: 'caviste' | 'restaurateur' | 'grossiste',
  contact: Person,
];
const PROFESSIONALS: readonly Company[] = [
  ['La Cave du Coin', 'sarl', 'caviste', ['mr', 'Marc', 'Caviste']],
  ['Cave des Papilles', 'sas', 'caviste', ['mrs', 'Sophie', 'Lemaire']],
  ['Le Comptoir des Vignes', 'eurl', 'caviste', ['mr', 'Pierre', 'Dubois']],
  ['Vins & Terroirs', 'sarl', 'caviste', ['mrs', 'Claire', 'Petit']],
  ['La Cave Voûtée', 'ei', 'caviste', ['mr', 'Olivier', 'Robin']],
  ['Bistrot du Marché', 'sarl', 'restaurateur', ['mr', 'Jérôme', 'Garnier']],
  ['Restaurant Les Oliviers', 'sas', 'restaurateur', ['mrs', 'Nathalie', 'Perrin']],
  ['Brasserie de la Gare', 'sarl', 'restaurateur', ['mr', 'François', 'Morel']],
  ['Le Petit Chalet', 'eurl', 'restaurateur', ['mrs', 'Aurélie', 'Rousseau']],
  ['Auberge du Pont', 'sarl', 'restaurateur', ['mr', 'Benoît', 'Vincent']],
  ['Table de Margaux', 'sas', 'restaurateur', ['mrs', 'Margaux', 'Leroy']],
  ['Distribution Sud Vins', 'sa', 'grossiste', ['mr', 'Éric', 'Fournier']],
  ['Rhône Import Export', 'sas', 'grossiste', ['mrs', 'Hélène', 'Giraud']],
  ['Nordic Wine Import', 'sas', 'grossiste', ['mr', 'Lars', 'Andersen']],
  ['Épicerie Fine Lumière', 'sarl', 'caviste', ['mrs', 'Sarah', 'Lucas']],
  ['Hôtel des Remparts', 'sa', 'restaurateur', ['mr', 'Paul', 'Marchand']],
];

type Prospect = readonly [
  company: string | null,
  contact: Person,
  status: 'toContact' | 'contacted' | 'interested' | 'notInterested',
  nextAction: string,
];
const PROSPECTS: readonly Prospect[] = [
  ['Cave Saint-Roch', ['mr', 'Denis', 'Caron'], 'toContact', 'Premier appel'],
  ['Le Zinc Gourmand', ['mrs', 'Lucie', 'Meyer'], 'contacted', 'Envoyer le tarif pro'],
  ['Maison Gabrielle', ['mrs', 'Gabrielle', 'Noël'], 'interested', 'Dégustation au domaine'],
  ['Vinothèque Alpine', ['mr', 'Romain', 'Brun'], 'interested', 'Visite avec échantillons'],
  ['La Grange à Vins', ['mr', 'Sébastien', 'Gauthier'], 'notInterested', 'Relancer au printemps'],
  ['Restaurant Le Phare', ['mrs', 'Elsa', 'Renard'], 'toContact', 'Appeler le sommelier'],
  [null, ['mr', 'Arthur', 'Colin'], 'contacted', 'Rappeler après le salon'],
  ['Cellier des Halles', ['mrs', 'Pauline', 'Henry'], 'toContact', 'Passer en tournée'],
  [null, ['mrs', 'Agathe', 'Picard'], 'interested', 'Proposer un coffret découverte'],
  ['Bar à Vins Le Cep', ['mr', 'Maxime', 'Lopez'], 'contacted', 'Envoyer la fiche du crémant'],
];

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
const phone = (i: number) => `+3361234${String(5600 + i).padStart(4, '0')}`;
const siret = (i: number) =>
  `${String(412345670 + i * 1031).padStart(9, '0')}000${String(10 + i).padStart(2, '0')}`;
const address = (i: number, p: Person, kind: 'delivery' | 'billing', street: string) => {
  const [city, zipcode] = CITIES[i % CITIES.length]!;
  return {
    kind,
    isDefault: true,
    address: {
      firstname: p[1],
      lastname: p[2],
      street,
      zipcode,
      city,
      country: 'FR',
      ...(city === 'Chamonix-Mont-Blanc' ? { highMountain: true } : {}),
    },
  };
};
const daysFromNow = (days: number) => new Date(Date.UTC(2026, 11, 1 + days)).toISOString().slice(0, 10);

export function demoClients(): DemoClient[] {
  const individuals: DemoClient[] = INDIVIDUALS.map((p, i) => ({
    kind: 'individual',
    civility: p[0],
    firstname: p[1],
    lastname: p[2],
    email: `${ascii(p[1])}.${ascii(p[2])}@exemple.fr`,
    phone: phone(i),
    typology: 'particulier',
    paymentMethod: i % 3 === 0 ? 'transfer' : 'cb',
    paymentDelay: 'atOrder',
    tags: [i % 2 === 0 ? 'Fidèle' : 'Salon 2026', ...(i % 5 === 0 ? ['Newsletter'] : [])],
    consentMarketing: i % 2 === 0,
    consentSource: i % 2 === 0 ? 'cellar' : undefined,
    addresses: [address(i, p, 'delivery', `${3 + i} rue des Lilas`)],
    ...(i >= 1 && i < 3 ? { who: 'agent' as const } : i >= 3 && i < 5 ? { who: 'iam' as const } : {}),
  }));
  individuals[0] = { ...individuals[0]!, email: 'client@cuvee.demo', account: 'client', who: undefined };

  const professionals: DemoClient[] = PROFESSIONALS.map(([company, companyType, typology, p], i) => ({
    kind: 'professional',
    civility: p[0],
    firstname: p[1],
    lastname: p[2],
    company,
    companyType,
    siret: siret(i),
    vatNumber: `FR${String(10 + i)}${siret(i).slice(0, 9)}`,
    email: `contact@${ascii(company)}.fr`,
    phone: phone(20 + i),
    typology,
    recipientType: typology === 'grossiste' ? '1' : undefined,
    paymentMethod: 'transfer',
    paymentDelay:
      typology === 'caviste' ? 'days30EndOfMonth' : typology === 'grossiste' ? 'days45EndOfMonth' : 'days30',
    tags: [
      typology === 'caviste' ? 'Caviste' : typology === 'grossiste' ? 'Export' : 'CHR',
      ...(i % 3 === 0 ? ['Top client'] : []),
    ],
    consentMarketing: i % 2 === 1,
    consentSource: i % 2 === 1 ? 'salon' : undefined,
    notes: i % 4 === 0 ? 'Livraison le matin uniquement, quai à l’arrière.' : undefined,
    addresses:
      i % 3 === 0
        ? [
            address(i + 5, p, 'delivery', `${10 + i} avenue du Commerce`),
            address(i + 5, p, 'billing', `${2 + i} place de la Mairie`),
          ]
        : [address(i + 5, p, 'delivery', `${10 + i} avenue du Commerce`)],
    ...(i >= 1 && i < 4 ? { who: 'agent' as const } : i >= 5 && i < 7 ? { who: 'iam' as const } : {}),
  }));
  professionals[0] = { ...professionals[0]!, email: 'pro@cuvee.demo', account: 'pro', who: undefined };

  const prospects: DemoClient[] = PROSPECTS.map(([company, p, status, nextAction], i) => ({
    kind: 'prospect',
    civility: p[0],
    firstname: p[1],
    lastname: p[2],
    company: company ?? undefined,
    email: `${ascii(p[1])}.${ascii(p[2])}@prospect.fr`,
    phone: i % 2 === 0 ? phone(40 + i) : undefined,
    typology: company ? 'caviste' : 'particulier',
    tags: ['Prospection'],
    consentMarketing: false,
    prospectStatus: status,
    nextAction,
    nextActionOn: daysFromNow(i * 3),
    addresses: [address(i + 11, p, 'delivery', `${20 + i} boulevard Victor-Hugo`)],
    ...(i === 0 ? { who: 'agent' as const } : {}),
  }));
  return [...individuals, ...professionals, ...prospects];
}
