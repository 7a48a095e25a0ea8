/**
 * Whether the classic script a definition replaces would run: WooCommerce's scripts return early
 * when their params global is not on the page, so an admin setting or another plugin switches
 * one off by leaving its global out. Read once the page is parsed (the bundle is a module), when
 * every global WordPress printed is there.
 */
export function paramsPrinted(win: Window, needs: string | undefined): boolean {
  return !needs || needs in win;
}
