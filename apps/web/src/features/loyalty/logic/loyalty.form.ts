import type { LoyaltyProgramme, LoyaltyProgrammeInput } from '@cuvee/contracts';
import { z } from 'zod';

/*
 * The settings form of the programme (issue 29): numbers as typed (a French comma allowed),
 * read into the contract's input; the server checks it again and answers in French.
 */

const number = (text: string) => Number(text.trim().replace(',', '.'));
const whole = (message: string) =>
  z.string().refine((v) => v.trim() !== '' && Number.isInteger(number(v)) && number(v) >= 0, message);

export const LoyaltyForm = z.object({
  active: z.boolean(),
  pointsPerEuro: z
    .string()
    .refine(
      (v) => Number.isFinite(number(v)) && number(v) >= 0.01 && number(v) <= 1000,
      'Entre 0,01 et 1 000',
    ),
  expiryMonths: whole('Un nombre de mois entier (0 : jamais)'),
  tiers: z.array(
    z.object({
      name: z.string().trim().min(1, 'Donnez un nom au palier').max(60),
      threshold: whole('Un nombre de points entier'),
      advantages: z.string().max(300),
    }),
  ),
  rewards: z.array(
    z.object({
      name: z.string().trim().min(1, 'Donnez un nom à la récompense').max(80),
      kind: z.enum(['discount', 'products']),
      pointsRequired: whole('Un nombre de points entier'),
      discount: z.number().int().min(0).nullable(),
      products: z.array(z.object({ productId: z.string(), formatId: z.string(), label: z.string() })),
      maxChoice: whole('Un nombre entier'),
      tierName: z.string(),
    }),
  ),
});
export type LoyaltyFormValues = z.infer<typeof LoyaltyForm>;
export type RewardFormValues = LoyaltyFormValues['rewards'][number];

export function formOf(p: LoyaltyProgramme): LoyaltyFormValues {
  return {
    active: p.active,
    pointsPerEuro: String(p.pointsPerEuro).replace('.', ','),
    expiryMonths: String(p.expiryMonths),
    tiers: p.tiers.map((t) => ({ name: t.name, threshold: String(t.threshold), advantages: t.advantages })),
    rewards: p.rewards.map((r) => ({
      name: r.name,
      kind: r.kind,
      pointsRequired: String(r.pointsRequired),
      discount: r.kind === 'discount' ? r.discountCents : null,
      products: r.products.map((x) => ({ productId: x.productId, formatId: x.formatId, label: x.label })),
      maxChoice: String(r.maxChoice),
      tierName: r.tierName ?? '',
    })),
  };
}

export const NEW_TIER = { name: '', threshold: '0', advantages: '' };
export const NEW_REWARD: RewardFormValues = {
  name: '',
  kind: 'products',
  pointsRequired: '100',
  discount: null,
  products: [],
  maxChoice: '1',
  tierName: '',
};

export function inputOf(v: LoyaltyFormValues): LoyaltyProgrammeInput {
  return {
    active: v.active,
    pointsPerEuro: Math.round(number(v.pointsPerEuro) * 100) / 100,
    expiryMonths: number(v.expiryMonths),
    tiers: v.tiers.map((t) => ({
      name: t.name.trim(),
      threshold: number(t.threshold),
      advantages: t.advantages,
    })),
    rewards: v.rewards.map((r) => ({
      name: r.name.trim(),
      kind: r.kind,
      pointsRequired: number(r.pointsRequired),
      discountCents: r.kind === 'discount' ? (r.discount ?? 0) : 0,
      products:
        r.kind === 'products' ? r.products.map(({ productId, formatId }) => ({ productId, formatId })) : [],
      maxChoice: r.kind === 'products' ? number(r.maxChoice) : 1,
      tierName: r.tierName || null,
    })),
  };
}
