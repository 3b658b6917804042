import { z } from 'zod';
import { RegisterBuyerBody } from './auth.ts';

/** The invitation a client receives to create an account tied to their record. */
export const ClientInvitation = z.object({
  shopName: z.string(),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string(),
});
export const ClientInvitationParams = z.object({ token: z.string().min(20).max(200) });
export const ClientInvitationResponse = z.object({ success: z.literal(true), invitation: ClientInvitation });

/** Accepting an invitation: the account's e-mail is the invitation's, the rest as a buyer registers. */
export const AcceptInvitationBody = RegisterBuyerBody.pick({
  password: true,
  username: true,
  acceptTerms: true,
}).extend({ token: ClientInvitationParams.shape.token });
export type AcceptInvitationBody = z.input<typeof AcceptInvitationBody>;
