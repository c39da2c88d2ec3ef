/**
 * Below 640 px a list of cards becomes one row a thumb swipes through, each card (a direct
 * child) 80% of the screen so the next one shows at the edge; from 640 px up the list keeps its
 * own grid. The row takes tabIndex 0 and a name (the section's heading) so a keyboard can scroll it too.
 */
export const swipeRow =
  'max-sm:-mx-4 max-sm:flex max-sm:snap-x max-sm:snap-mandatory max-sm:scroll-px-4 max-sm:gap-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:pt-1 max-sm:pb-3 max-sm:*:w-[80%] max-sm:*:shrink-0 max-sm:*:snap-start';
