/** Where a popup's container goes: `location` tokens and offsets, as pum's reposition does. */
export interface Placement {
  location: string;
  position_top: number;
  position_bottom: number;
  position_left: number;
  position_right: number;
}

/**
 * Top and left of the container in the overlay (px). `location` is horizontal and vertical
 * tokens (`center top`, `left bottom`, `center`); offsets push it in from the named edges; the
 * admin bar adds 32 to a top offset; a container that would start above 10 px (42 with the
 * admin bar) is pushed down, so a tall popup keeps its head visible.
 */
export function place(p: Placement, viewport: { width: number; height: number }, box: { width: number; height: number }, adminBar = false): { top: number; left: number } {
  const tokens = p.location.toLowerCase().split(/[\s_-]+/).filter(Boolean);
  const horizontal = tokens.find((t) => t === 'left' || t === 'right') ?? 'center';
  const vertical = tokens.find((t) => t === 'top' || t === 'bottom') ?? (tokens.includes('center') ? 'center' : 'top');
  const left =
    horizontal === 'left' ? p.position_left : horizontal === 'right' ? viewport.width - box.width - p.position_right : (viewport.width - box.width) / 2;
  let top =
    vertical === 'top' ? p.position_top + (adminBar ? 32 : 0) : vertical === 'bottom' ? viewport.height - box.height - p.position_bottom : (viewport.height - box.height) / 2;
  const minTop = adminBar ? 42 : 10;
  if (top < minTop) top = minTop;
  return { top: Math.round(top), left: Math.round(Math.max(0, left)) };
}

/**
 * The container's inline style while the popup shows, as pum's reposition writes it: fixed or
 * absolute, a custom size, and the place last measured (none yet: the theme's CSS place).
 */
export function containerStyle(
  settings: { size: string; custom_width: string; custom_height: string; custom_height_auto: boolean; position_fixed: boolean },
  position: { top: number; left: number } | null,
): Record<string, string | null> {
  const custom = settings.size === 'custom';
  return {
    position: settings.position_fixed ? 'fixed' : 'absolute',
    width: custom ? settings.custom_width : null,
    height: custom ? (settings.custom_height_auto ? 'auto' : settings.custom_height) : null,
    top: position ? `${position.top}px` : null,
    left: position ? `${position.left}px` : null,
  };
}
