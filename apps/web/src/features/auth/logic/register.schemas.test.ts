import { RegisterAgentBody, RegisterBuyerBody, RegisterSellerBody } from '@cuvee/contracts';
import { describe, expect, it } from 'vitest';
import { AgentForm, agentBody, BuyerForm, buyerBody, SellerForm, sellerBody } from './register.schemas.ts';

const identity = {
  firstname: 'Julie',
  lastname: 'Durand',
  email: 'Julie@Example.fr',
  password: 'Secret1',
  acceptTerms: true,
};

describe('registration forms', () => {
  it('produce bodies the API schemas accept', () => {
    const buyer = BuyerForm.parse({
      ...identity,
      isPro: true,
      businessName: 'La Cave',
      businessReason: 'SARL',
    });
    expect(RegisterBuyerBody.safeParse(buyerBody(buyer, 'DEMO2026')).success).toBe(true);
    const seller = SellerForm.parse({ ...identity, shopName: 'Mas des Tests', businessType: 'wine' });
    expect(RegisterSellerBody.safeParse(sellerBody(seller)).success).toBe(true);
    const agent = AgentForm.parse({ ...identity, shopCode: '' });
    expect(RegisterAgentBody.safeParse(agentBody(agent, 'DEMO2026')).success).toBe(true);
  });
  it('refuse what the API refuses, with the French messages', () => {
    const result = BuyerForm.safeParse({ ...identity, password: 'abc', acceptTerms: false, isPro: false });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain('Doit contenir une majuscule et plus de 5 caractères');
    expect(messages).toContain("Veuillez accepter les conditions générales d'utilisation");
  });
});
