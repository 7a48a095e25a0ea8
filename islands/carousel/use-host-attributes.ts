import { useLayoutEffect } from 'react';
import { writeAttributes, type AttributeTargets } from '../../src/ui/write-attributes.ts';

/**
 * Sets attributes on server elements for as long as the island is mounted and puts the printed
 * values back afterwards, so an unmounted carousel is the markup the server sent.
 */
export function useHostAttributes(targets: AttributeTargets): void {
  useLayoutEffect(() => writeAttributes(targets), [targets]);
}
