import { PERMISSIONS } from '@cuvee/domain';
import { z } from 'zod';
import { SuccessMessage, Uuid } from './common.ts';
import { defineRoute } from './http/route.ts';
import { emailSchema, personNameSchema } from './validation/index.ts';
import { msg } from './validation/messages.ts';

/*
 * The shop's collaborators (issue 28, decisions 0142–0146): invited by e-mail, their §6 rights
 * chosen from a checklist or a preset of the settings' 'roles', each right possibly until a date,
 * suspended, removed; every change of rights kept with who made it, when, before and after.
 */

export const Right = z.enum(PERMISSIONS, { error: "Ce droit n'existe pas" });
const IsoDay = z.iso.date({ error: 'La date doit être au format AAAA-MM-JJ' });
/** Until when each right holds (inclusive); a right absent here lasts. */
export const RightsUntil = z.partialRecord(Right, IsoDay);
export type RightsUntil = z.infer<typeof RightsUntil>;

export const COLLABORATOR_STATUSES = ['active', 'suspended'] as const;
export const CollaboratorStatus = z.enum(COLLABORATOR_STATUSES);

export const Collaborator = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  status: CollaboratorStatus,
  /** The granted rights, in the spec's order; null: fully delegated (every right). */
  rights: z.array(Right).nullable(),
  until: RightsUntil,
  presetId: z.string().nullable(),
  presetName: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  since: z.string(),
});
export type Collaborator = z.infer<typeof Collaborator>;

export const RIGHTS_CHANGE_KINDS = ['invited', 'rights', 'suspended', 'reactivated', 'removed'] as const;
export const RightsChange = z.object({
  id: z.string(),
  kind: z.enum(RIGHTS_CHANGE_KINDS),
  at: z.string(),
  by: z.string(),
  added: z.array(Right),
  removed: z.array(Right),
  before: z.object({ rights: z.array(Right), until: RightsUntil }).nullable(),
  after: z.object({ rights: z.array(Right), until: RightsUntil }).nullable(),
});
export type RightsChange = z.infer<typeof RightsChange>;

const rightsFields = {
  rights: z.array(Right, { error: 'Choisissez les droits du collaborateur' }).max(PERMISSIONS.length),
  until: RightsUntil.default({}),
  presetId: Uuid.nullable().default(null),
};

/** The invitation: who, and the rights they get. */
export const CollaboratorInvite = z.object({
  email: emailSchema,
  firstname: personNameSchema,
  lastname: personNameSchema,
  ...rightsFields,
});
export type CollaboratorInvite = z.input<typeof CollaboratorInvite>;

export const CollaboratorRightsInput = z.object(rightsFields);
export type CollaboratorRightsInput = z.input<typeof CollaboratorRightsInput>;

export const RolePreset = z.object({ id: z.string(), name: z.string(), rights: z.array(Right) });
export type RolePreset = z.infer<typeof RolePreset>;
export const RolePresetInput = z.object({
  name: z
    .string(msg('required'))
    .trim()
    .min(1, 'Donnez un nom au modèle de droits')
    .max(60, 'Le nom du modèle ne doit pas dépasser 60 caractères'),
  rights: z.array(Right).max(PERMISSIONS.length),
});
export type RolePresetInput = z.input<typeof RolePresetInput>;

const IdParams = z.object({ id: Uuid });
const CollaboratorResponse = z.object({
  success: z.literal(true),
  collaborator: Collaborator,
  message: z.string().optional(),
});
const CollaboratorPageResponse = CollaboratorResponse.extend({ history: z.array(RightsChange) });
const PresetResponse = z.object({
  success: z.literal(true),
  preset: RolePreset,
  message: z.string().optional(),
});

const team = { tags: ['collaborators'], shop: 'header' } as const;
const member = (verb: string, summary: string) =>
  defineRoute({
    method: 'POST',
    path: `/v1/collaborators/:id/${verb}`,
    access: 'collaborators.write',
    summary,
    params: IdParams,
    response: CollaboratorResponse,
    errors: [400, 401, 403, 404, 409],
    ...team,
  });

export const collaboratorsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/v1/collaborators',
    access: 'collaborators.read',
    summary: "The shop's collaborators, active and suspended (accessCollaborator)",
    response: z.object({ success: z.literal(true), collaborators: z.array(Collaborator) }),
    errors: [400, 401, 403],
    ...team,
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/v1/collaborators',
    access: 'collaborators.write',
    summary:
      'Invite a collaborator by e-mail: a new account gets a link to choose its password, an existing one is attached',
    body: CollaboratorInvite,
    response: CollaboratorResponse,
    errors: [400, 401, 403, 409, 422],
    ...team,
  }),
  show: defineRoute({
    method: 'GET',
    path: '/v1/collaborators/:id',
    access: 'collaborators.read',
    summary: "A collaborator's rights, last sign-in and the history of their rights",
    params: IdParams,
    response: CollaboratorPageResponse,
    errors: [400, 401, 403, 404],
    ...team,
  }),
  rights: defineRoute({
    method: 'PUT',
    path: '/v1/collaborators/:id/rights',
    access: 'collaborators.write',
    summary: "Replace a collaborator's rights and their end dates (recorded in the history)",
    params: IdParams,
    body: CollaboratorRightsInput,
    response: CollaboratorResponse,
    errors: [400, 401, 403, 404, 422],
    ...team,
  }),
  suspend: member('suspend', 'Suspend a collaborator: their very next request is refused'),
  reactivate: member('reactivate', 'Give a suspended collaborator their rights back'),
  remove: defineRoute({
    method: 'DELETE',
    path: '/v1/collaborators/:id',
    access: 'collaborators.write',
    summary: 'Remove a collaborator from the shop: their very next request is refused',
    params: IdParams,
    response: SuccessMessage,
    errors: [400, 401, 403, 404, 422],
    ...team,
  }),
  presets: defineRoute({
    method: 'GET',
    path: '/v1/role-presets',
    access: 'roles.read',
    summary: "The shop's presets of rights (settings 'roles')",
    response: z.object({ success: z.literal(true), presets: z.array(RolePreset) }),
    errors: [400, 401, 403],
    ...team,
  }),
  createPreset: defineRoute({
    method: 'POST',
    path: '/v1/role-presets',
    access: 'roles.write',
    summary: 'Add a preset of rights',
    body: RolePresetInput,
    response: PresetResponse,
    errors: [400, 401, 403, 409],
    ...team,
  }),
  updatePreset: defineRoute({
    method: 'PUT',
    path: '/v1/role-presets/:id',
    access: 'roles.write',
    summary: "Rename a preset or change its rights (collaborators' own rights stay as they are)",
    params: IdParams,
    body: RolePresetInput,
    response: PresetResponse,
    errors: [400, 401, 403, 404, 409],
    ...team,
  }),
  deletePreset: defineRoute({
    method: 'DELETE',
    path: '/v1/role-presets/:id',
    access: 'roles.write',
    summary: 'Delete a preset (the collaborators given it keep their rights)',
    params: IdParams,
    response: SuccessMessage,
    errors: [400, 401, 403, 404],
    ...team,
  }),
};
