import { useSearchParams } from 'react-router';
import { addressOfFilters, filtersFromAddress, type StockFilters } from '../../src/console';

/** The stock search's filters, kept in the address so that a reload (or a shared link) shows the same. */
export function useStockFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromAddress(params);
  /** A change of what is searched starts at page 1; the preview size and the page keep the others. */
  const change = (changed: Partial<StockFilters>) => {
    const paging = 'page' in changed || ('size' in changed && Object.keys(changed).length === 1);
    setParams(addressOfFilters({ ...filters, ...(paging ? {} : { page: 1 }), ...changed }));
  };
  const replace = (next: StockFilters) => setParams(addressOfFilters(next));
  return { filters, change, replace };
}
