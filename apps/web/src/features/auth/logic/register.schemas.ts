import { msg } from '@cuvee/contracts/validation/messages';
import { emailSchema, passwordSchema, requiredString } from '@cuvee/contracts/validation/text.fields';
import { z } from 'zod';

// The registration forms, built from the §5 field schemas (French messages) that the API's
// RegisterBuyerBody / RegisterSellerBody / RegisterAgentBody also use. They are composed here,
// from the field modules only, so that the auth chunk does not carry the phone library.

const acceptTerms = z.boolean().refine((accepted) => accepted, msg('termsRequired'));
const optionalText = z.string().trim().max(200).optional();

/** The seller's kinds of business (RegisterSellerBody.businessType). */
export const BUSINESS_TYPES = ['wine', 'champaign', 'beer', 'spirit', 'cider', 'other'] as const;

const identity = {
  firstname: requiredString,
  lastname: requiredString,
  email: emailSchema,
  password: passwordSchema,
  acceptTerms,
};

export const BuyerForm = z.object({
  ...identity,
  isPro: z.boolean(),
  businessName: optionalText,
  businessReason: optionalText,
});
export type BuyerForm = z.infer<typeof BuyerForm>;

export const SellerForm = z.object({
  ...identity,
  shopName: requiredString.pipe(z.string().min(2, msg('shopNameTooShort')).max(120)),
  businessType: z.enum(BUSINESS_TYPES),
});
export type SellerForm = z.infer<typeof SellerForm>;

export const AgentForm = z.object({ ...identity, shopCode: optionalText });
export type AgentForm = z.infer<typeof AgentForm>;

/** The API bodies of the three registrations. */
export function buyerBody(form: BuyerForm, shopCode: string | null) {
  const { businessName, businessReason, isPro, ...rest } = form;
  return {
    ...rest,
    isPro,
    acceptTerms: true as const,
    ...(shopCode ? { shopCode } : {}),
    ...(isPro && (businessName || businessReason)
      ? { business: { name: businessName, reason: businessReason } }
      : {}),
  };
}

export function sellerBody(form: SellerForm) {
  return { ...form, acceptTerms: true as const };
}

export function agentBody(form: AgentForm, shopCode: string | null) {
  const code = form.shopCode || shopCode || undefined;
  return { ...form, acceptTerms: true as const, shopCode: code };
}
