/** The one <style> that gives the printed close its paper, there only while it prints. */
const STYLE_ID = 'day-close-page';
const MM_PER_PX = 25.4 / 96;
/** A roll page as long as an A4 one, when the close cannot be measured (nothing laid out). */
const FALLBACK_MM = 297;

export type Paper = 'a4' | 'roll';

/**
 * Prints the close alone on the chosen paper. `data-print` on the root element shows only the close (the print
 * rules in DayClose.module.css) and, for the roll, lays it out 72 mm wide on screen too, so it is measured as it
 * will print: `@page { size: 80mm auto }` is not CSS (a size is either `auto` or lengths), and Chromium drops it
 * and prints on Letter, so the roll page is given the close's own length, as the order tickets are (print/pageSize.ts).
 * The @page rule is the site's only unnamed one, so it goes once the print is done: other pages print as before.
 */
export function printClose(section: HTMLElement, paper: Paper): void {
  const root = document.documentElement;
  root.dataset.print = `day-close-${paper}`;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  if (paper === 'roll') {
    const height = Math.ceil(section.getBoundingClientRect().height * MM_PER_PX);
    style.textContent = `@page { size: 80mm ${height > 0 ? height + 1 : FALLBACK_MM}mm; margin: 0; }`;
  } else {
    style.textContent = '@page { size: A4; margin: 15mm; }';
  }
  document.getElementById(STYLE_ID)?.remove();
  document.head.append(style);
  const done = () => {
    window.removeEventListener('afterprint', done);
    style.remove();
    delete root.dataset.print;
  };
  window.addEventListener('afterprint', done);
  window.print();
}
