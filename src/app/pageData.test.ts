import { PRODUCTS } from '@/features/catalog';
import { PAGE_DATA_ID, pageDataHtml, readPageData } from './pageData';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('page data (what a prerendered page was rendered from)', () => {
  it('reads back what the prerender wrote, even text that would close the element', () => {
    const product = { ...PRODUCTS[0]!, name: 'Kurta </script><script>alert(1)</script>' };
    const listing = {
      baseTotal: 1,
      total: 1,
      facets: { prices: [], brands: [], sizes: [], colors: [] },
      products: [product],
    };
    document.body.innerHTML = `<div id="root"></div>${pageDataHtml({ products: [product], listings: [['key', listing]] })}`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readPageData(document.getElementById('root')!)).toEqual({
      products: [product],
      listings: [['key', listing]],
    });
  });

  it('is empty on a page without it, or when it cannot be read', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readPageData(document.getElementById('root')!)).toEqual({ products: [], listings: [] });
    document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${PAGE_DATA_ID}">{not json</script>`;
    expect(readPageData(document.getElementById('root')!)).toEqual({ products: [], listings: [] });
  });
});
