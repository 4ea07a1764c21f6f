import { useState } from 'react';
import { TABLE_PAGE_ROWS } from '@shared/constants/ui';

/** Tables show their first 20 rows (docs/product-rules.md R48); "Show more" reveals the rest. */
export function useFirstRows<T>(items: readonly T[], size: number = TABLE_PAGE_ROWS) {
  const [expanded, setExpanded] = useState(false);
  return {
    visible: expanded ? items : items.slice(0, size),
    hiddenCount: Math.max(0, items.length - size),
    expanded,
    toggle: () => setExpanded((e) => !e),
  };
}
