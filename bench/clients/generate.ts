/**
 * 100,000 clients for one shop, written by one INSERT … SELECT over generate_series: French
 * names with accents, companies for a third, cities, tags, agents for one in ten. The derived
 * columns (display name, sort key, search text) are computed in SQL the way clients.rows.ts
 * computes them (lower case, accents dropped) for the characters these lists hold.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.ts';

const LAST = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Lefebvre',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guérin',
  'Müller',
  'Henry',
  'Roussel',
  'Nicolas',
  'Perrin',
  'Morin',
  'Mathieu',
  'Clément',
  'Gauthier',
  'Dumont',
  'Lopez',
  'Fontaine',
  'Chevalier',
  'Robin',
];
const FIRST = [
  'Julie',
  'Éléonore',
  'Hélène',
  'Camille',
  'Léa',
  'Chloé',
  'Inès',
  'Manon',
  'Zoé',
  'Agnès',
  'Lucas',
  'Hugo',
  'Jérôme',
  'Théo',
  'Noé',
  'Raphaël',
  'Gaëtan',
  'Benoît',
  'Loïc',
  'François',
];
const CITY = [
  'Paris',
  'Lyon',
  'Marseille',
  'Bordeaux',
  'Nantes',
  'Lille',
  'Strasbourg',
  'Montpellier',
  'Nîmes',
  'Béziers',
  'Épernay',
  'Reims',
  'Beaune',
  'Mâcon',
  'Colmar',
  'Saint-Émilion',
  'Cognac',
  'Angers',
  'Tours',
  'Orléans',
];
const COMPANY = ['Cave', 'Bistrot', 'Épicerie', 'Restaurant', 'Caviste', 'Hôtel', 'Bar à vins', 'Maison'];
const TYPO = ['particulier', 'caviste', 'restaurateur', 'importateur', 'grossiste'];
const TAGS = ['fidèle', 'salon', 'export', 'vip', 'noël'];

const arr = (values: string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);
const unaccent = (expr: string) =>
  `lower(translate(${expr}, 'ÉÈÊËéèêëÀÂÄàâäÎÏîïÔÖôöÙÛÜùûüÇçÆæŒœ', 'EEEEeeeeAAAaaaIIiiOOooUUUuuuCcAaOo'))`;

export async function generateClients(db: Db, shopId: string, agentIds: string[], count: number) {
  const agents = sql.raw(`ARRAY[${agentIds.map((a) => `'${a}'::uuid`).join(',')}]`);
  await db.execute(sql`
    insert into clients (id, shop_id, kind, firstname, lastname, email, phone, company, typology, tags, agent_id,
                         source, display_name, sort_key, search_text, city, created_at, updated_at)
    select gen_random_uuid(), ${shopId}, g.kind, g.first, g.last, g.email, '+336' || lpad((g.i % 100000000)::text, 8, '0'),
           g.company, g.typo, g.tags, g.agent, 'import', coalesce(g.company, g.last || ' ' || g.first),
           ${sql.raw(unaccent("coalesce(g.company, g.last || ' ' || g.first)"))},
           ${sql.raw(unaccent("concat_ws(' ', g.last, g.first, g.company, g.email, g.city)"))},
           g.city, now() - (g.i || ' minutes')::interval, now()
    from (
      select i,
             case when i % 3 = 0 then 'professional' when i % 11 = 0 then 'prospect' else 'individual' end as kind,
             (${arr(FIRST)})[1 + i % ${FIRST.length}] as first,
             (${arr(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}] as last,
             'client' || i || '@bench.cuvee.test' as email,
             case when i % 3 = 0 then (${arr(COMPANY)})[1 + i % ${COMPANY.length}] || ' ' || (${arr(LAST)})[1 + (i / 7) % ${LAST.length}] || ' ' || i end as company,
             (${arr(CITY)})[1 + (i / 13) % ${CITY.length}] as city,
             (${arr(TYPO)})[1 + i % ${TYPO.length}] as typo,
             case when i % 4 = 0 then array[(${arr(TAGS)})[1 + i % ${TAGS.length}]] else '{}'::text[] end as tags,
             case when i % 10 = 0 then (${agents})[1 + (i / 10) % ${agentIds.length}] end as agent
      from generate_series(1, ${count}) as i
    ) g`);
  await db.execute(sql`analyze clients`);
}
