const ID_CLASS = 'ps2id-id-';

/**
 * Page Scroll to id's ids from classes: an element without an id that has a class
 * `ps2id-id-{id}` gets that id, unless another element already has it. A page builder lets an
 * editor set a row's classes but not its id; this is how the plugin's links reach such a row.
 */
export function idsFromClasses(doc: Document): void {
  for (const el of doc.querySelectorAll(`[class*='${ID_CLASS}']`)) {
    const id = Array.from(el.classList).find((name) => name.startsWith(ID_CLASS) && name.length > ID_CLASS.length)?.slice(ID_CLASS.length);
    if (id && !el.id && !doc.getElementById(id)) el.id = id;
  }
}
