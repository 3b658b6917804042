import { CollaboratorInvite, type RolePreset } from '@cuvee/contracts';
import type { Permission } from '@cuvee/domain';
import { z } from 'zod';
import { type RightsValues, rightsBodyOf, rightsValuesOf } from './rights-form.ts';

/** The invitation's form: the person, then the rights (a preset fills them). */
export const InviteForm = CollaboratorInvite.pick({ email: true, firstname: true, lastname: true }).extend({
  presetId: z.string(),
  rights: z.record(z.string(), z.boolean()),
  until: z.record(z.string(), z.date().nullable()),
});
export type InviteValues = z.input<typeof InviteForm> & RightsValues;

export const emptyInvite = (): InviteValues => ({
  email: '',
  firstname: '',
  lastname: '',
  presetId: '',
  ...rightsValuesOf([]),
});

/** The rights of a preset, ticked. */
export const presetRights = (preset: RolePreset | undefined): RightsValues['rights'] =>
  rightsValuesOf((preset?.rights ?? []) as Permission[]).rights;

export const inviteBodyOf = (values: InviteValues): CollaboratorInvite => ({
  email: values.email,
  firstname: values.firstname,
  lastname: values.lastname,
  presetId: values.presetId || null,
  ...rightsBodyOf(values),
});
