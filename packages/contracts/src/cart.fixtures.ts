/** A saved cart as the browser sends it: one seller, one wine (tests of contracts and API). */
export function cartOrderFixture(over: Record<string, unknown> = {}) {
  return {
    seller: { id: 'shop-demo', name: 'Domaine Démo' },
    products: [
      {
        idTmp: 'p1-f1-v1',
        productId: 'p1',
        formatId: 'f1',
        vintageId: 'v1',
        productType: 'bottle',
        quantity: 2,
        display: {
          name: 'Cuvée Prestige',
          vintageName: '2022',
          formatLabel: '75 cl',
          picture: null,
          unitPrice: 1290,
        },
      },
    ],
    ...over,
  };
}
