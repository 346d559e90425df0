/**
 * The DOM event (on the document, bubbling from the box or a list) that asks the page's comment
 * lists to refresh; `detail`: `{rootId, sourceType, outcome}` from the box, `{commentId, outcome}`
 * from a list. Its own module, so the list element's first script carries nothing else.
 */
export const COMMENTS_CHANGED = 'comments:changed';
