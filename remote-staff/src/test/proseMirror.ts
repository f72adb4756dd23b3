/**
 * ProseMirror (the post editor) scrolls the selection into view, which asks the DOM for layout
 * boxes; jsdom has no layout and lacks getClientRects on ranges. Empty boxes are enough here:
 * component tests check what the editor holds and sends, not where it is drawn.
 */
export function giveProseMirrorLayout(): void {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  for (const proto of [Range.prototype, Element.prototype] as { getClientRects?: unknown }[])
    if (typeof proto.getClientRects !== 'function') proto.getClientRects = noRects;
  if (typeof Range.prototype.getBoundingClientRect !== 'function')
    Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
}
