import { describe, expect, it } from 'vitest';
import { opportunityFormSchema, opportunityFormValues } from './opportunity-form.ts';

const client = { id: '01900000-0000-7000-8000-000000000001', name: 'Cave des Papilles' };

describe('the opportunity form', () => {
  it('reads what is typed into the API’s input', () => {
    const values = {
      ...opportunityFormValues(null, 'proposal'),
      client,
      title: ' Foire aux vins ',
      amountCents: 125_050,
      probability: '40',
      expectedOn: new Date('2026-12-15T00:00:00Z'),
    };
    expect(opportunityFormSchema.parse(values)).toMatchObject({
      clientId: client.id,
      title: 'Foire aux vins',
      stage: 'proposal',
      amountCents: 125_050,
      probability: 40,
      expectedOn: '2026-12-15',
    });
  });

  it('refuses a missing client, an empty title and a probability above 100 with message codes', () => {
    const missing = opportunityFormSchema.safeParse(opportunityFormValues(null));
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((i) => i.path.join('.'))).toContain('client');
    const bad = opportunityFormSchema.safeParse({
      ...opportunityFormValues(null),
      client,
      probability: '120',
    });
    expect(
      bad.error!.issues.map((i) => [i.path.join('.'), (i as { params?: { code?: string } }).params?.code]),
    ).toEqual([
      ['title', 'required'],
      ['probability', 'probabilityRange'],
    ]);
  });
});
