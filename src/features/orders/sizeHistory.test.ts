import { PRODUCTS, type Product } from '@/features/catalog';
import { viewOrder, type OrderView } from './afterSales';
import { CANCELLED, EXCHANGE_REQUEST, FIXED_NOW, REFUND_REQUEST, sample } from './fixtures';
import type { Order, OrderChange, ReturnRequest } from './ordersSlice';
import { historyProductIds, sizeHistoryOf } from './sizeHistory';

const productOf = (id: number): Product | undefined => PRODUCTS.find((p) => p.id === id);
const view = (order: Order, change?: OrderChange): OrderView => viewOrder(order, change, FIXED_NOW);
const delivered = sample('ORD-001');
/** The delivered sample order's kurta, kept. */
const KURTA_KEPT = {
  orderId: 'ORD-001',
  date: delivered.date,
  productId: 1,
  name: 'Chanderi Silk Anarkali Kurta',
  brand: 'Biba',
  kind: 'women-tops',
  size: 'M',
  outcome: 'kept',
};
const returned = (reason: ReturnRequest['reason']): OrderChange => ({
  returnRequest: { ...REFUND_REQUEST, reason },
});

describe('sizeHistoryOf', () => {
  it("keeps the delivered order's garment, leaving out the lipstick (no garment sizes)", () => {
    expect(sizeHistoryOf([view(delivered)], productOf)).toEqual([KURTA_KEPT]);
  });

  it('leaves out orders not delivered, and cancelled ones', () => {
    const views = [view(sample('ORD-002')), view(sample('ORD-003')), view(sample('ORD-003'), CANCELLED)];
    expect(sizeHistoryOf(views, productOf)).toEqual([]);
    // A delivered order with a cancel on it (another tab's, storage) is not used either.
    expect(sizeHistoryOf([{ ...view(delivered), cancelled: CANCELLED.cancelled! }], productOf)).toEqual([]);
  });

  it.each([
    ['tooSmall', 'tooSmall'],
    ['tooLarge', 'tooLarge'],
  ] as const)('a return request as %s counts from the moment it is made', (reason, outcome) => {
    expect(sizeHistoryOf([view(delivered, returned(reason))], productOf)).toEqual([
      { ...KURTA_KEPT, outcome },
    ]);
  });

  it('an exchange asked for as too small counts as too small', () => {
    expect(sizeHistoryOf([view(delivered, { returnRequest: EXCHANGE_REQUEST })], productOf)).toEqual([
      { ...KURTA_KEPT, outcome: 'tooSmall' },
    ]);
  });

  it.each(['notAsPictured', 'damaged', 'changedMind'] as const)(
    'a line returned as %s says nothing of its fit: left out',
    (reason) => {
      expect(sizeHistoryOf([view(delivered, returned(reason))], productOf)).toEqual([]);
    },
  );

  it('a return of another line (or the same product in another size) leaves this one kept', () => {
    const other: OrderChange = {
      returnRequest: {
        ...REFUND_REQUEST,
        items: [
          { id: 56, size: 'One Size' },
          { id: 1, size: 'L' },
        ],
      },
    };
    expect(sizeHistoryOf([view(delivered, other)], productOf)).toEqual([KURTA_KEPT]);
  });

  it("leaves out a line whose product is not at hand; takes the catalogue's brand when the order has none", () => {
    expect(sizeHistoryOf([view(delivered)], () => undefined)).toEqual([]);
    const noBrand: Order = { ...delivered, items: delivered.items.map(({ brand: _, ...item }) => item) };
    expect(sizeHistoryOf([view(noBrand)], productOf)).toEqual([KURTA_KEPT]);
    const unbranded = (id: number) => {
      const { brand: _, ...product } = productOf(id)!;
      return product;
    };
    const [line] = sizeHistoryOf([view(noBrand)], unbranded);
    expect(line).not.toHaveProperty('brand');
  });
});

describe('historyProductIds', () => {
  it('lists the products of delivered, not cancelled, orders once each', () => {
    const views = [view(delivered), view(sample('ORD-002')), view(delivered, returned('tooSmall'))];
    expect(historyProductIds(views)).toEqual([1, 56]);
    expect(historyProductIds([{ ...view(delivered), cancelled: CANCELLED.cancelled! }])).toEqual([]);
    expect(historyProductIds([])).toEqual([]);
  });
});
