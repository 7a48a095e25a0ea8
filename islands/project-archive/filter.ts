import { SHOW_ALL } from './frame.ts';

/**
 * The archive's filter: an entry carries a filter value (`data-filter`), a project carries its
 * values (`data-filter`, space-separated). `*` (or an empty value) shows every project.
 */
export function matchesFilter(projectValues: string | null, filter: string): boolean {
  if (filter === SHOW_ALL || filter === '') return true;
  return (projectValues ?? '').split(/\s+/).includes(filter);
}
