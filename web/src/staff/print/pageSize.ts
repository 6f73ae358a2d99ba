/** The one <style> that sizes the paper pages of the print view. */
const STYLE_ID = 'print-page-sizes';
const MM_PER_PX = 25.4 / 96;

/**
 * Gives each paper (`data-page`: its named page) a page exactly as long as it is, so a roll printer feeds no
 * blank paper and cuts after each document. `@page { size: 80mm auto }` would say it, but it is not CSS: Chromium
 * drops the declaration and prints on Letter. Measured on screen, where the paper is laid out as on the paper.
 */
export function sizePages(root: HTMLElement): void {
  const rules = [...root.querySelectorAll<HTMLElement>('[data-page]')].map((paper) => {
    const height = Math.ceil(paper.getBoundingClientRect().height * MM_PER_PX) + 1;
    return `@page ${paper.dataset.page} { size: 80mm ${height}mm; margin: 0; }`;
  });
  let style = document.getElementById(STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    document.head.append(style);
  }
  style.textContent = rules.join('\n');
}

/** Leaving the print view: the site's other pages print on the browser's paper again. */
export function unsizePages(): void {
  document.getElementById(STYLE_ID)?.remove();
}
