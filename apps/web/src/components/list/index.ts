// The list-page kit (decision 0070): a page's header and tabs, its filters in the URL
// (lib/use-url-filters.ts, the filter inputs of components/form/filter-fields.tsx), its body
// (load error with retry, empty state, rows as a table or cards, server pages).

export { ListLoadError, NoMatch } from '../shared/list-state.tsx';
export { type Column, DataList, type DataListProps } from './data-list.tsx';
export { DateRangeFilters } from './date-range-filters.tsx';
export { ListBody, type ListQuery } from './list-body.tsx';
export { ListPage } from './list-page.tsx';
export { ListTable, type ListTableProps } from './list-table.tsx';
export { PageHeader, type SectionTab } from './page-header.tsx';
export { ServerPager } from './server-pager.tsx';
export { useRowSelection } from './use-row-selection.ts';
export { useSectionTabs } from './use-section-tabs.ts';
