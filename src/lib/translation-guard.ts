/**
 * A page translated by the browser (Chrome's and Edge's "Translate this page", which many of the
 * site's foreign visitors use) has its text nodes swapped for the translator's own elements.
 * React still holds the original nodes; the next change next to one of them (the booking form's
 * errors appearing) asked the DOM to insert before, or remove, a node that is no longer there,
 * the DOM threw, and React emptied the whole page (docs/product.md, "Translated by the browser").
 * React leaves this to the page (facebook/react#11538); this is the workaround its maintainers
 * gave: where the node is not where React thinks, the change is made as well as it can be
 * instead of throwing. Any other call is the DOM's own.
 */
export function guardAgainstTranslation(node: typeof Node | undefined = globalThis.Node): void {
  if (!node || (node.prototype as { translationGuard?: true }).translationGuard) return;
  const proto = node.prototype;
  const { removeChild, insertBefore } = proto;
  proto.removeChild = function <T extends Node>(this: Node, child: T): T {
    // Already gone from here: the translator moved it, or the text it held was replaced.
    if (child.parentNode !== this) return child;
    return removeChild.call(this, child) as T;
  };
  proto.insertBefore = function <T extends Node>(this: Node, added: T, before: Node | null): T {
    // The node to insert before was replaced: the new one goes last rather than nowhere.
    const reference = before && before.parentNode !== this ? null : before;
    return insertBefore.call(this, added, reference) as T;
  };
  Object.defineProperty(proto, 'translationGuard', { value: true });
}
