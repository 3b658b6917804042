import { describe, expect, it } from 'vitest';
import { decodeForm, list, record } from './stand-in.form.ts';

// The stand-in reads bodies as Stripe's SDK writes them (qs brackets): a wrong reading would
// make every assertion on `requests[].form` meaningless.
describe("decodeForm (Stripe's form encoding)", () => {
  it('reads nested objects, indexed and appended lists', () => {
    const form = decodeForm(
      'customer=cus_1&metadata%5Border_ref%5D=CMD-1&metadata%5Bshop_id%5D=s1' +
        '&allowed_payment_method_types%5B0%5D=card&allowed_payment_method_types%5B1%5D=sepa_debit&expand%5B%5D=customer',
    );
    expect(form).toEqual({
      customer: 'cus_1',
      metadata: { order_ref: 'CMD-1', shop_id: 's1' },
      allowed_payment_method_types: ['card', 'sepa_debit'],
      expand: ['customer'],
    });
    expect(record(form, 'metadata')).toEqual({ order_ref: 'CMD-1', shop_id: 's1' });
    expect(list(form, 'allowed_payment_method_types')).toEqual(['card', 'sepa_debit']);
  });

  it('ignores prototype names instead of polluting objects', () => {
    const form = decodeForm('__proto__%5Bpolluted%5D=yes&metadata%5B__proto__%5D=x&metadata%5Bok%5D=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(form).toEqual({ metadata: { ok: '1' } });
  });
});
