import { periodOf, todayInFrance } from '@cuvee/domain';
import type { FastifyInstance } from 'fastify';
import { asDemoOwner } from './demo-sales.ts';

/*
 * The demo's sales structure, objectives and budget (issue 28 part 4), through the API as the
 * owner would: a sales team led by Lucas Martin (the 'Ventes' collaborator) with the agents
 * under him, everyone under the owner; this quarter's objectives for each agent, the
 * collaborator and the team (their progress is the demo's own validated orders); a budget for
 * each month of this year. Left alone when the shop already has a team.
 */

type Structure = {
  members: { id: string; email: string; relation: 'owner' | 'iam' | 'agent' }[];
  teams: { id: string; name: string }[];
};

/**
 * Budget HT per month in cents, at the scale of the demo's own season of sales (demo-sales.ts):
 * quieter in winter, the harvest and the year's end busier.
 */
const MONTHLY = [150, 150, 200, 200, 250, 300, 300, 250, 400, 500, 700, 900].map((e) => e * 100);

export async function seedDemoObjectives(app: FastifyInstance): Promise<number> {
  const { jwt } = await asDemoOwner(app);
  const send = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { authorization: `Bearer ${jwt}` },
    });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  };
  const structure = await send<Structure>('GET', '/v1/sales-structure');
  if (structure.teams.length > 0) return 0;
  const owner = structure.members.find((m) => m.relation === 'owner');
  const lead = structure.members.find((m) => m.email === 'collaborateur@cuvee.demo');
  const agents = structure.members.filter((m) => m.relation === 'agent');
  if (!owner || !lead) return 0;
  for (const m of structure.members.filter((x) => x.relation === 'iam'))
    await send('PUT', `/v1/sales-structure/members/${m.id}`, { reportsTo: owner.id });
  for (const a of agents) await send('PUT', `/v1/sales-structure/members/${a.id}`, { reportsTo: lead.id });
  const { teams } = await send<Structure>('POST', '/v1/sales-structure/teams', {
    name: 'Équipe commerciale',
    leadId: lead.id,
  });
  const quarter = periodOf('quarter', todayInFrance());
  const goal = (
    subjectKind: 'member' | 'team',
    subjectId: string,
    amountHtCents: number,
    bottles: number,
    newClients: number,
  ) =>
    send('POST', '/v1/objectives', {
      subjectKind,
      subjectId,
      period: quarter,
      amountHtCents,
      bottles,
      newClients,
    });
  let made = 0;
  for (const a of agents) {
    await goal('member', a.id, 150_000, 60, 2);
    made++;
  }
  await goal('member', lead.id, 100_000, 40, 2);
  await goal(
    'team',
    teams[0]!.id,
    150_000 * agents.length + 100_000,
    60 * agents.length + 40,
    2 * agents.length + 2,
  );
  made += 2;
  const year = Number(todayInFrance().slice(0, 4));
  for (const [i, amountHtCents] of MONTHLY.entries())
    await send('PUT', `/v1/budget/${year}/${i + 1}`, { amountHtCents });
  return made;
}
