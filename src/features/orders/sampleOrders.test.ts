import { PRODUCTS } from '@/features/catalog';
import { taxFor } from '@/shared/lib/pricing';
import { SAMPLE_ORDERS } from './sampleOrders';
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from '@/shared/lib/indianStates';

describe('sample orders', () => {
  it('are ORD-001 delivered, ORD-002 shipped and ORD-003 processing', () => {
    expect(SAMPLE_ORDERS.map((o) => [o.id, o.status])).toEqual([
      ['ORD-001', 'delivered'],
      ['ORD-002', 'shipped'],
      ['ORD-003', 'processing'],
    ]);
  });

  it.each(SAMPLE_ORDERS.map((o) => [o.id, o] as const))(
    '%s holds real catalogue items in real sizes',
    (_id, order) => {
      for (const item of order.items) {
        const product = PRODUCTS.find((p) => p.id === item.id);
        expect(product).toBeDefined();
        expect(item).toMatchObject({
          name: product?.name,
          brand: product?.brand,
          price: product?.price,
          image: product?.image,
        });
        expect(product?.size).toContain(item.size);
      }
    },
  );

  it.each(SAMPLE_ORDERS.map((o) => [o.id, o] as const))('%s totals subtotal + 18%% tax', (_id, order) => {
    const subtotal = order.items.reduce((sum, i) => sum + i.price * i.quantity, 0);
    expect(order.total).toBe(subtotal + taxFor(subtotal));
  });

  it('use a shipping state from the State list and keep no card number', () => {
    for (const order of SAMPLE_ORDERS) {
      expect([...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES]).toContain(order.shipping.state);
      expect(Object.keys(order.payment).sort()).toEqual(
        order.payment.method === 'card'
          ? ['last4', 'method']
          : order.payment.method === 'upi'
            ? ['method', 'upiId']
            : ['method'],
      );
    }
  });
});

describe('Indian states and union territories', () => {
  it('lists 28 states and 8 union territories, each once', () => {
    expect(INDIAN_STATES).toHaveLength(28);
    expect(INDIAN_UNION_TERRITORIES).toHaveLength(8);
    const all = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES];
    expect(new Set(all).size).toBe(36);
    expect(all).toEqual(expect.arrayContaining(['Maharashtra', 'West Bengal', 'Delhi', 'Puducherry']));
  });
});
