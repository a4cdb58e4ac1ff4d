import { PRODUCTS } from '@/features/catalog';
import { listingKey, type ListingResult } from './engine/listing';
import {
  initialFilters,
  initialSearchState,
  listingAnswered,
  listingFailed,
  listingOpened,
  moreRequested,
  requestKeyOf,
  searchSlice,
  type ListingScope,
  type SearchSliceState,
  type SearchState,
} from './searchSlice';
import {
  selectActiveFilterCount,
  selectFacets,
  selectFilters,
  selectLimit,
  selectListingAnswer,
  selectListingBase,
  selectListingBaseTotal,
  selectListingFailed,
  selectListingKey,
  selectListingLoading,
  selectListingPending,
  selectListingProducts,
  selectListingRequest,
  selectListingTotal,
  selectQuery,
  selectSearchSource,
  selectSort,
  selectUrlState,
  selectView,
} from './selectors';

const WOMEN: ListingScope = { kind: 'category', category: 'Women' };
const url = (
  rest: Partial<SearchState> = {},
  filters: Partial<SearchState['filters']> = {},
): SearchState => ({
  ...initialSearchState,
  ...rest,
  filters: { ...initialFilters, ...filters },
});
const at = (search: SearchSliceState) => ({ search });
const reduce = (
  state: SearchSliceState | undefined,
  ...actions: Parameters<typeof searchSlice.reducer>[1][]
) =>
  actions.reduce(
    (s, a) => searchSlice.reducer(s, a),
    state ?? searchSlice.reducer(undefined, { type: 'init' }),
  );

const [p1, p2] = PRODUCTS;
const answer: ListingResult = {
  baseTotal: 20,
  total: 7,
  facets: { prices: [], brands: [{ value: 'Biba', count: 3 }], sizes: [], colors: [] },
  products: [p2!, p1!],
};
const opened = reduce(
  undefined,
  listingOpened({
    source: 's',
    scope: WOMEN,
    url: url({ query: 'q', sort: 'newest', view: 'list' }, { brands: ['Biba'] }),
  }),
);
const done = reduce(opened, listingAnswered({ key: requestKeyOf(opened)!, result: answer }));

describe('search selectors: the URL state', () => {
  it('read the fields', () => {
    const state = at(done);
    expect(selectSearchSource(state)).toBe('s');
    expect(selectQuery(state)).toBe('q');
    expect(selectFilters(state)).toBe(done.filters);
    expect(selectSort(state)).toBe('newest');
    expect(selectView(state)).toBe('list');
    expect(selectListingBase(state)).toEqual({ kind: 'category', category: 'Women' });
    expect(selectLimit(state)).toBe(24);
    expect(selectListingAnswer(state)).toBe(done.answer);
  });

  it('selectUrlState is one value, the same object until one of its parts changes', () => {
    const state = selectUrlState(at(opened));
    expect(state).toEqual({ query: 'q', filters: opened.filters, sort: 'newest', view: 'list' });
    expect(state.filters).toBe(opened.filters);
    // The answer arriving changes no part of it.
    expect(selectUrlState(at(done))).toBe(state);
    const view = reduce(
      done,
      listingOpened({
        source: 't',
        scope: WOMEN,
        url: url({ query: 'q', sort: 'newest' }, { brands: ['Biba'] }),
      }),
    );
    expect(selectUrlState(at(view))).toEqual({ ...state, view: 'grid' });
  });
});

describe('search selectors: the request', () => {
  it('is the base, the filters, the sort and the length; null without a base', () => {
    const request = selectListingRequest(at(opened));
    expect(request).toEqual({ base: WOMEN, filters: opened.filters, sort: 'newest', limit: 24 });
    expect(selectListingKey(at(opened))).toBe(listingKey(request!));
    const none = reduce(undefined, listingOpened({ source: 'n', scope: { kind: 'search' }, url: url() }));
    expect(selectListingRequest(at(none))).toBeNull();
    expect(selectListingKey(at(none))).toBeNull();
  });

  it('stays the same object while its parts do (the view or an answer changes nothing asked)', () => {
    const request = selectListingRequest(at(opened));
    expect(selectListingRequest(at(done))).toBe(request);
    expect(selectListingKey(at(done))).toBe(selectListingKey(at(opened)));
    expect(selectListingRequest(at(reduce(done, moreRequested())))).toEqual({ ...request, limit: 48 });
  });
});

describe('search selectors: the answer', () => {
  it('the products of the answer in its order, with its totals and facets', () => {
    const state = at(done);
    expect(selectListingProducts(state)).toEqual([p2, p1]);
    expect(selectListingTotal(state)).toBe(7);
    expect(selectListingBaseTotal(state)).toBe(20);
    expect(selectFacets(state)).toBe(done.answer!.facets);
  });

  it('the same products list while the answer is the same (a new sort on its way re-renders no card)', () => {
    const products = selectListingProducts(at(done));
    expect(selectListingProducts(at(reduce(done, moreRequested())))).toBe(products);
  });

  it('leaves out an id whose product the answer does not hold', () => {
    const odd: SearchSliceState = { ...done, answer: { ...done.answer!, ids: [p1!.id, -1] } };
    expect(selectListingProducts(at(odd))).toEqual([p1]);
  });

  it('before any answer: no products (one empty list), no totals, no facet options', () => {
    const state = at(opened);
    expect(selectListingProducts(state)).toEqual([]);
    expect(selectListingProducts(state)).toBe(selectListingProducts(at(reduce(undefined))));
    expect(selectListingTotal(state)).toBe(0);
    expect(selectListingBaseTotal(state)).toBe(0);
    expect(selectFacets(state)).toEqual({ prices: [], brands: [], sizes: [], colors: [] });
    expect(selectFacets(state)).toBe(selectFacets(at(reduce(undefined))));
  });

  it('loading: a base and no answer yet', () => {
    expect(selectListingLoading(at(opened))).toBe(true);
    expect(selectListingLoading(at(done))).toBe(false);
    expect(selectListingLoading(at(reduce(undefined)))).toBe(false);
  });

  it('pending: the answer to the current request has not come (the last one stays); nothing asked, nothing pending', () => {
    expect(selectListingPending(at(opened))).toBe(true);
    expect(selectListingPending(at(done))).toBe(false);
    expect(selectListingPending(at(reduce(done, moreRequested())))).toBe(true);
    expect(selectListingPending(at(reduce(undefined)))).toBe(false);
  });

  it('failed: the catalogue failed while an answer is missing (an answer at hand still shows)', () => {
    expect(selectListingFailed(at(opened))).toBe(false);
    expect(selectListingFailed(at(reduce(opened, listingFailed())))).toBe(true);
    expect(selectListingFailed(at(reduce(done, listingFailed())))).toBe(false);
    expect(selectListingFailed(at(reduce(done, listingFailed(), moreRequested())))).toBe(true);
  });
});

describe('search selectors: the filter panel', () => {
  it('the filters, their counts, how many are on and the results', () => {
    expect(selectActiveFilterCount(at(done))).toBe(1);
    expect(selectFilters(at(done))).toBe(done.filters);
    expect(selectFacets(at(done))).toBe(done.answer!.facets);
    expect(selectListingTotal(at(done))).toBe(7);
  });

  it('the same filters until one of them changes (a new sort re-renders no filter)', () => {
    const filters = selectFilters(at(done));
    const count = selectActiveFilterCount(at(done));
    const sorted = reduce(
      done,
      listingOpened({ source: 'u', scope: WOMEN, url: url({ query: 'q' }, { brands: ['Biba'] }) }),
    );
    expect(selectFilters(at(sorted))).toBe(filters);
    expect(selectActiveFilterCount(at(sorted))).toBe(count);
    const more = reduce(
      done,
      listingOpened({
        source: 'v',
        scope: WOMEN,
        url: url({ query: 'q' }, { brands: ['Biba'], sizes: ['M'] }),
      }),
    );
    expect(selectFilters(at(more))).not.toBe(filters);
    expect(selectActiveFilterCount(at(more))).toBe(2);
  });
});
