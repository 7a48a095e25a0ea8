/**
 * Whether the server's markup had white space just before this element: between inline boxes
 * (WooCommerce's tab `<li>`s, say) it draws a space, which a view that re-renders the elements
 * must keep for the layout to stay the same. (Between a list's items a text node is white space.)
 */
export const spaceBefore = (el: Element): boolean => el.previousSibling?.nodeType === 3;
