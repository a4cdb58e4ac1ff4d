import { searchHref } from './searchHref';
import { parseSearchParams, searchUrl } from './urlState';

describe('searchHref', () => {
  it.each([
    ['silk saree', undefined],
    ["  Levi's  ", "Levi's"],
    ['kurta (cotton)!', undefined],
    ['रेशम साड़ी', undefined],
    ['a&b=c?', 'H&M'],
    ['', undefined],
    ['', 'Biba'],
  ])('%j with brand %j is the URL urlState would build', (query, brand) => {
    expect(searchHref(query, brand)).toBe(searchUrl(query, brand ? { brands: [brand] } : {}));
  });

  it('round-trips through the URL parser', () => {
    const url = new URL(searchHref("Levi's jeans", "Levi's"), 'https://rangoli.example');
    const state = parseSearchParams(url.searchParams);
    expect(state.query).toBe("Levi's jeans");
    expect(state.filters.brands).toEqual(["Levi's"]);
  });
});
