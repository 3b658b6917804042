import { AGENT_CLIENT_KINDS, normalDepartment } from '@cuvee/domain';
import { z } from 'zod';
import { CommissionRule } from './commissions.ts';
import { Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { emailSchema, personNameSchema } from './validation/index.ts';
import { msg } from './validation/messages.ts';

/*
 * The shop's agents (issue 28 part 2, decisions 0155–0158): listed with their sector, clients and
 * last order; invited by e-mail or found on Cuvée; their sector (departments, the typologies
 * whose prices they get) changed; suspended, reactivated, removed. An agent keeps a public
 * profile producers search, and answers a shop's invitation.
 */

export const TEAM_AGENT_STATUSES = ['active', 'pending', 'invited', 'suspended'] as const;
export const TeamAgentStatus = z.enum(TEAM_AGENT_STATUSES);

const Department = z.string(msg('required')).transform((v, ctx) => {
  const d = normalDepartment(v);
  if (!d)
    ctx.addIssue({ code: 'custom', message: `« ${v.slice(0, 10)} » n'est pas un département français` });
  return d ?? '';
});
const Departments = z.array(Department).max(101, 'Un secteur compte au plus 101 départements');
const TypologyKey = z.string(msg('required')).trim().min(1, 'Choisissez une typologie').max(60);

export const AgentSectorInput = z.object({
  departments: Departments.default([]),
  typologies: z.array(TypologyKey).max(30, 'Au plus 30 typologies').default([]),
});
export type AgentSectorInput = z.input<typeof AgentSectorInput>;

export const TeamAgent = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  status: TeamAgentStatus,
  departments: z.array(z.string()),
  typologies: z.array(z.string()),
  clientsCount: z.number().int(),
  lastOrderAt: z.string().nullable(),
  since: z.string(),
});
export type TeamAgent = z.infer<typeof TeamAgent>;

export const TeamAgentListQuery = z.object({
  search: z.string().trim().max(100, 'La recherche ne doit pas dépasser 100 caractères').optional(),
  status: TeamAgentStatus.optional(),
  limit: z.coerce.number(msg('number')).int().min(1).max(100).default(25),
  offset: z.coerce.number(msg('number')).int().min(0).max(1_000_000).default(0),
});
export type TeamAgentListQuery = z.input<typeof TeamAgentListQuery>;

/** An invitation by e-mail: a new account, or an agent's existing one (who then answers). */
export const AgentInvite = z.object({
  email: emailSchema,
  firstname: personNameSchema,
  lastname: personNameSchema,
  ...AgentSectorInput.shape,
});
export type AgentInvite = z.input<typeof AgentInvite>;

/** An invitation of an agent found on Cuvée (their id from the search). */
export const AgentInviteFound = z.object({ agentId: Uuid, ...AgentSectorInput.shape });
export type AgentInviteFound = z.input<typeof AgentInviteFound>;

export const AgentClientKind = z.enum(AGENT_CLIENT_KINDS, { error: "Ce type de clientèle n'existe pas" });

/** An agent's public profile, as they keep it and as producers read it (replaced whole: every field named). */
export const AgentProfileInput = z.object({
  departments: z
    .array(Department, { error: 'Indiquez les départements que vous couvrez (une liste, vide si aucun)' })
    .max(101, 'Un secteur compte au plus 101 départements'),
  clientKinds: z
    .array(AgentClientKind, { error: 'Indiquez la clientèle que vous visitez (une liste, vide si aucune)' })
    .max(AGENT_CLIENT_KINDS.length),
  visible: z.boolean({ error: 'Dites si votre profil est visible des producteurs' }),
  presentation: z
    .string({ error: 'La présentation doit être un texte' })
    .trim()
    .max(500, 'La présentation ne doit pas dépasser 500 caractères')
    .default(''),
});
export type AgentProfileInput = z.input<typeof AgentProfileInput>;
export const AgentProfile = z.object({
  departments: z.array(z.string()),
  clientKinds: z.array(AgentClientKind),
  visible: z.boolean(),
  presentation: z.string(),
});
export type AgentProfile = z.infer<typeof AgentProfile>;

export const AgentDirectoryQuery = z.object({
  search: z.string().trim().max(100, 'La recherche ne doit pas dépasser 100 caractères').optional(),
  department: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const d = normalDepartment(v);
      if (!d) ctx.addIssue({ code: 'custom', message: "Ce département n'existe pas" });
      return d ?? undefined;
    }),
  clientKind: AgentClientKind.optional(),
  limit: z.coerce.number(msg('number')).int().min(1).max(50).default(20),
  offset: z.coerce.number(msg('number')).int().min(0).max(100_000).default(0),
});
export type AgentDirectoryQuery = z.input<typeof AgentDirectoryQuery>;

export const AgentDirectoryEntry = AgentProfile.omit({ visible: true }).extend({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  /** Their standing in the caller's shop, if any (an invitation already sent, an agent already). */
  status: TeamAgentStatus.nullable(),
});
export type AgentDirectoryEntry = z.infer<typeof AgentDirectoryEntry>;

export const AgentClientLine = z.object({
  id: z.string(),
  name: z.string(),
  typology: z.string().nullable(),
});
export const AgentOrderLine = z.object({
  id: z.string(),
  reference: z.string(),
  status: z.string(),
  placedAt: z.string(),
  totalTtc: z.number().int(),
  clientName: z.string(),
});
export const AgentStatementLine = z.object({
  id: z.string(),
  quarter: z.string(),
  commissionCents: z.number().int(),
  dueOn: z.string(),
  status: z.enum(['due', 'late', 'paid']),
});

const IdParams = z.object({ id: Uuid });
const AgentResponse = z.object({
  success: z.literal(true),
  agent: TeamAgent,
  message: z.string().optional(),
});
export const AgentPageResponse = z.object({
  success: z.literal(true),
  agent: TeamAgent,
  clients: z.array(AgentClientLine),
  orders: z.array(AgentOrderLine),
  rules: z.array(CommissionRule),
  statements: z.array(AgentStatementLine),
});
export type AgentPage = z.infer<typeof AgentPageResponse>;
const ProfileResponse = z.object({
  success: z.literal(true),
  profile: AgentProfile,
  message: z.string().optional(),
});
const InvitationParams = z.object({
  shopId: z.uuid({ error: "L'identifiant de la boutique n'est pas valide" }),
});

const team = { tags: ['agents'], shop: 'header' } as const;
const move = (verb: 'suspend' | 'reactivate', summary: string) =>
  ({
    method: 'POST',
    path: `/v1/shop-agents/:id/${verb}`,
    access: 'agents.team.write',
    summary,
    params: IdParams,
    response: AgentResponse,
    errors: [400, 401, 403, 404, 409],
    ...team,
  }) as const;
const answer = (verb: 'accept' | 'decline', summary: string) =>
  ({
    method: 'POST',
    path: `/v1/users/me/agent-invitations/:shopId/${verb}`,
    access: 'agents.profile',
    summary,
    tags: ['agents'],
    params: InvitationParams,
    response: z.object({ success: z.literal(true), message: z.string() }),
    errors: [400, 401, 403, 404, 409],
  }) as const;

export const agentsTeamRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/shop-agents',
    access: 'agents.team.read',
    summary:
      "The shop's agents (active, invited, suspended) and pending requests, searchable, a page at a time",
    query: TeamAgentListQuery,
    response: z.object({ success: z.literal(true), agents: z.array(TeamAgent), total: z.number().int() }),
    errors: [400, 401, 403],
    ...team,
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/v1/shop-agents',
    access: 'agents.team.write',
    summary:
      "Invite an agent by e-mail: a new account gets a link to choose its password, an agent's account is invited",
    body: AgentInvite,
    response: AgentResponse,
    errors: [400, 401, 403, 409, 422],
    ...team,
  }),
  inviteFound: defineRoute({
    method: 'POST',
    path: '/v1/shop-agents/invitations',
    access: 'agents.team.write',
    summary: 'Invite an agent found on Cuvée: they accept or decline',
    body: AgentInviteFound,
    response: AgentResponse,
    errors: [400, 401, 403, 404, 409, 422],
    ...team,
  }),
  directory: defineRoute({
    method: 'GET',
    path: '/v1/shop-agents/directory',
    access: 'agents.team.write',
    summary: 'Agents on Cuvée whose profile is visible, by name, department and kind of clients',
    query: AgentDirectoryQuery,
    response: z.object({
      success: z.literal(true),
      agents: z.array(AgentDirectoryEntry),
      total: z.number().int(),
    }),
    errors: [400, 401, 403],
    ...team,
  }),
  show: defineRoute({
    method: 'GET',
    path: '/v1/shop-agents/:id',
    access: 'agents.team.read',
    summary: "An agent's page: sector, clients, orders, commission rules and statements",
    params: IdParams,
    response: AgentPageResponse,
    errors: [400, 401, 403, 404],
    ...team,
  }),
  sector: defineRoute({
    method: 'PUT',
    path: '/v1/shop-agents/:id/sector',
    access: 'agents.team.write',
    summary: "Change the agent's sector; each typology gained is told to them (accessTypo)",
    params: IdParams,
    body: AgentSectorInput,
    response: AgentResponse,
    errors: [400, 401, 403, 404, 422],
    ...team,
  }),
  suspend: defineRoute(move('suspend', 'Suspend an agent: their very next request in the shop is refused')),
  reactivate: defineRoute(move('reactivate', 'Give a suspended agent back their access')),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v1/shop-agents/:id',
    access: 'agents.team.write',
    summary: 'Remove an agent (or withdraw an invitation): their very next request is refused',
    params: IdParams,
    response: z.object({ success: z.literal(true), message: z.string() }),
    errors: [400, 401, 403, 404],
    ...team,
  }),
  profile: defineRoute({
    method: 'GET',
    path: '/v1/users/me/agent-profile',
    access: 'agents.profile',
    summary: "The agent's own public profile",
    tags: ['agents'],
    response: ProfileResponse,
    errors: [401, 403],
  }),
  saveProfile: defineRoute({
    method: 'PUT',
    path: '/v1/users/me/agent-profile',
    access: 'agents.profile',
    summary: "Change the agent's own public profile (departments, kinds of clients, visible in search)",
    tags: ['agents'],
    body: AgentProfileInput,
    response: ProfileResponse,
    errors: [400, 401, 403],
  }),
  acceptInvitation: defineRoute(answer('accept', "Accept a shop's invitation: the agent joins it")),
  declineInvitation: defineRoute(answer('decline', "Decline a shop's invitation")),
};
