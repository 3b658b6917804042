import { useTranslation } from 'react-i18next';
import type { SectionTab } from './page-header.tsx';

/**
 * The tabs of a section of several list pages (invoices, payments) for PageHeader: each page's
 * label is `nav.<key>` of the feature's namespace, the tab list is named by `nav.<labelKey>`.
 */
export function useSectionTabs(
  namespace: string,
  labelKey: string,
  pages: readonly (readonly [key: string, to: string])[],
): { label: string; items: SectionTab[] } {
  const { t } = useTranslation(namespace);
  return { label: t(`nav.${labelKey}`), items: pages.map(([key, to]) => ({ label: t(`nav.${key}`), to })) };
}
