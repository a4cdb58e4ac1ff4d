import { PRODUCTS } from '@/features/catalog';
import { taxFor } from '@/shared/lib/pricing';
import { sampleOrders } from './sampleOrders';
import { hasOrder, SAMPLE_DELIVERED_PRODUCT_IDS, SAMPLE_ORDER_IDS } from '@/shared/lib/sampleShopper';
import { SAMPLE_PROFILE } from '@/features/auth';

const NOW = new Date('2026-11-25T10:00:00.000Z');
const SAMPLE_ORDERS = sampleOrders(NOW);
const DAY = 24 * 60 * 60 * 1000;
const daysBefore = (iso: string | undefined) => (NOW.getTime() - Date.parse(iso ?? '')) / DAY;
import { INDIAN_STATES, INDIAN_UNION_TERRITORIES } from '@/shared/lib/indianStates';

describe('sample orders', () => {
  it('have the ids the route table knows them by', () => {
    expect(SAMPLE_ORDERS.map((o) => o.id)).toEqual(SAMPLE_ORDER_IDS);
  });

  it('are orders the sample profile has, besides her own; another shopper has her own alone', () => {
    const own = { ...SAMPLE_ORDERS[0]!, id: 'ORD-004' };
    const priya = {
      orders: { list: [own] },
      auth: { user: { ...SAMPLE_PROFILE, email: 'priya@example.com' } },
    };
    const asha = {
      orders: { list: [own] },
      auth: { user: { ...SAMPLE_PROFILE, email: 'asha@example.com', id: 'u-asha' } },
    };
    expect(hasOrder(priya, 'ORD-003')).toBe(true);
    expect(hasOrder(priya, 'ORD-004')).toBe(true);
    expect(hasOrder(priya, 'ORD-005')).toBe(false);
    expect(hasOrder(priya, undefined)).toBe(false);
    expect(hasOrder(asha, 'ORD-004')).toBe(true);
    expect(hasOrder(asha, 'ORD-003')).toBe(false);
    expect(hasOrder({ orders: { list: [] }, auth: { user: null } }, 'ORD-001')).toBe(false);
  });

  it("hold in their delivered order the products the reviews' 'Verified purchase' knows them by", () => {
    expect(
      SAMPLE_ORDERS.filter((o) => o.status === 'delivered').flatMap((o) => o.items.map((item) => item.id)),
    ).toEqual(SAMPLE_DELIVERED_PRODUCT_IDS);
  });

  it('are ORD-001 delivered, ORD-002 shipped and ORD-003 processing', () => {
    expect(SAMPLE_ORDERS.map((o) => [o.id, o.status])).toEqual([
      ['ORD-001', 'delivered'],
      ['ORD-002', 'shipped'],
      ['ORD-003', 'processing'],
    ]);
  });

  it('are dated back from the moment they are shown: delivered 8 days ago (placed 12), shipped 2 (placed 4), placed yesterday', () => {
    const [delivered, shipped, processing] = SAMPLE_ORDERS;
    expect([
      daysBefore(delivered?.date),
      daysBefore(delivered?.shippedAt),
      daysBefore(delivered?.deliveredAt),
    ]).toEqual([12, 10, 8]);
    expect([daysBefore(shipped?.date), daysBefore(shipped?.shippedAt), shipped?.deliveredAt]).toEqual([
      4,
      2,
      undefined,
    ]);
    expect([daysBefore(processing?.date), processing?.shippedAt]).toEqual([1, undefined]);
    expect(sampleOrders(new Date('2027-03-01T00:00:00.000Z'))[0]?.date).toBe('2027-02-17T00:00:00.000Z');
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
